import { Link } from '@tanstack/react-router';
import { normalizeCardCode } from '../../../shared/contract/physical-cards';
import { Button, buttonClass } from '../../components/Button';
import { DrawnIcon } from '../../components/DrawnIcon';
import { useDocumentTitle } from '../../components/use-document-title';
import { useAuthActions, useSession } from '../auth';
import { useT } from '../../i18n';
import { ClaimForm } from './ClaimForm';
import './physical-cards.css';

/** /inactive-card: where a physical card that leads nowhere sends its visitor; its owner can activate it here. */
export function InactiveCardPage({ code: rawCode }: { code: string | undefined }) {
  const t = useT();
  const session = useSession();
  const { openModal } = useAuthActions();
  const code = rawCode === undefined ? undefined : normalizeCardCode(rawCode);
  useDocumentTitle(t('physicalCards.inactiveTitle'));

  return (
    <section className="page page-narrow inactive-card-page">
      <DrawnIcon name="card" className="status-icon" />
      <h1>{t('physicalCards.inactiveTitle')}</h1>
      <p>{t('physicalCards.inactiveText')}</p>
      {code && (
        <p>
          {t('physicalCards.inactiveCode')}{' '}
          <bdi dir="ltr" className="nfc-code">
            {code}
          </bdi>
        </p>
      )}
      <p>{t('physicalCards.inactiveVisitor')}</p>
      <section className="physical-section" aria-labelledby="inactive-owner-title">
        <h2 id="inactive-owner-title">{t('physicalCards.ownerTitle')}</h2>
        {session.status === 'in' ? (
          <>
            <p>{t('physicalCards.ownerSignedIn')}</p>
            <ClaimForm code={code} />
          </>
        ) : (
          <>
            <p>{t('physicalCards.ownerSignedOut')}</p>
            <Button onClick={() => openModal('login')} disabled={session.status === 'loading'}>
              {t('nav.login')}
            </Button>
          </>
        )}
      </section>
      <Link to="/" className={buttonClass('ghost')}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
