import { useId, useState, type ReactNode } from 'react';
import { paymentChoiceSchema, type SavedPaymentMethod } from '../../../shared/contract/checkout';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useT } from '../../i18n';
import { CardFields } from './CardFields';
import { PaymentInactiveNotice } from './PaymentInactiveNotice';

type PaymentMethod = 'saved' | 'new';

interface PaymentFormProps {
  /** The account's saved cards (brand and last four digits only). */
  savedCards: readonly SavedPaymentMethod[];
  submitLabel: ReactNode;
  /** Said once every field is valid: no payment is made, so this is where the form ends. */
  validMessage: string;
  /** A number to start the card number field with (the demo's test cards). */
  cardNumber?: string | undefined;
  /** The page's own notice that payment is not active, above the form; without one the form says it before its button. */
  noticeId?: string;
}

/**
 * Saved or new card, checked in the browser against the checkout contract. Nothing leaves the page:
 * the form has no action and its values are never sent, since payment processing is not active.
 */
export function PaymentForm({ savedCards, submitLabel, validMessage, cardNumber, noticeId: pageNoticeId }: PaymentFormProps) {
  const t = useT();
  const ownNoticeId = useId();
  const noticeId = pageNoticeId ?? ownNoticeId;
  const [method, setMethod] = useState<PaymentMethod>(savedCards.length > 0 && !cardNumber ? 'saved' : 'new');
  const [outcome, setOutcome] = useState('');
  // Nothing is sent: a choice the contract accepts is only announced as valid.
  const { errors, onSubmit } = useSchemaForm({
    schema: paymentChoiceSchema(),
    prepare: (values) => {
      setOutcome('');
      return { ...values, method };
    },
    send: async () => undefined,
    onSuccess: () => setOutcome(validMessage),
    fallbackMessage: validMessage,
  });

  return (
    <form className="payment-form" noValidate onSubmit={onSubmit}>
      {savedCards.length > 0 && (
        <fieldset className="payment-methods">
          <legend>{t('billing.paymentMethod')}</legend>
          {(['saved', 'new'] as const).map((value) => (
            <label key={value} className="checkbox">
              <input type="radio" name="method" value={value} checked={method === value} onChange={() => setMethod(value)} />
              {t(value === 'saved' ? 'billing.savedCard' : 'billing.newCard')}
            </label>
          ))}
        </fieldset>
      )}
      {method === 'saved' ? (
        <SelectField label={t('billing.chooseSavedCard')} name="savedCardId" defaultValue="" error={errors.savedCardId}>
          <option value="">{t('billing.noSavedCardChosen')}</option>
          {savedCards.map((card) => (
            <option key={card.id} value={card.id}>
              {t('billing.savedCardLabel', { brand: card.brand, last4: card.last4, month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}
            </option>
          ))}
        </SelectField>
      ) : (
        <CardFields errors={errors} cardNumber={cardNumber} />
      )}
      {!pageNoticeId && <PaymentInactiveNotice id={noticeId} aboutCardFields />}
      <Button type="submit" aria-describedby={noticeId}>
        {submitLabel}
      </Button>
      <p className="payment-outcome" role="status">
        {outcome}
      </p>
    </form>
  );
}
