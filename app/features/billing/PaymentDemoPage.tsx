import { useState } from 'react';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../components/use-document-title';
import { useT } from '../../i18n';
import { PaymentForm } from './PaymentForm';
import { TEST_CARDS, demoSavedCard } from './test-cards';
import './billing.css';

/** /payment-demo: the checkout's card form with test numbers to try; nothing is sent anywhere. */
export function PaymentDemoPage() {
  const t = useT();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [savedCards] = useState(() => [demoSavedCard()]);
  useDocumentTitle(t('page.paymentDemo'));

  return (
    <section className="page billing-page" aria-labelledby="payment-demo-title">
      <h1 id="payment-demo-title">{t('page.paymentDemo')}</h1>
      <p>{t('billing.demoIntro')}</p>
      <section className="billing-section" aria-labelledby="test-cards-title">
        <h2 id="test-cards-title">{t('billing.demoCardsTitle')}</h2>
        <p>{t('billing.demoCardsText')}</p>
        <div className="test-cards-scroll">
          <table className="test-cards">
            <caption className="visually-hidden">{t('billing.demoCardsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('billing.demoBrand')}</th>
                <th scope="col">{t('billing.demoNumber')}</th>
                <th scope="col">{t('billing.demoResult')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('billing.demoAction')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {TEST_CARDS.map((card) => {
                const label = card.passes ? card.brand : t('billing.demoWrongDigit');
                return (
                  <tr key={card.number}>
                    <th scope="row">{label}</th>
                    <td dir="ltr">{card.number}</td>
                    <td>{t(card.passes ? 'billing.demoPasses' : 'billing.demoFails')}</td>
                    <td>
                      <Button variant="ghost" className="btn-small" onClick={() => setPicked(card.number)}>
                        {t('billing.demoFill', { brand: label })}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      <section className="billing-section" aria-labelledby="demo-form-title">
        <h2 id="demo-form-title">{t('billing.demoFormTitle')}</h2>
        <PaymentForm key={picked} savedCards={savedCards} cardNumber={picked} submitLabel={t('billing.demoPay')} validMessage={t('billing.demoValid')} />
      </section>
    </section>
  );
}
