import { Link } from '@tanstack/react-router';
import { normalizeCardCode } from '../../../api/contract/physical-cards';
import { Button, buttonClass } from '../../components/Button';
import { useDocumentTitle } from '../../components/use-document-title';
import { useT } from '../../i18n';
import { useAuthActions, useSession } from '../auth';
import { ClaimForm } from './ClaimForm';
import { usePhysicalCardText } from './texts';
import './physical-cards.css';

/** /inactive-card: where a physical card that leads nowhere sends its visitor; its owner can activate it here. */
export function InactiveCardPage({ code: rawCode }: { code: string | undefined }) {
  const text = usePhysicalCardText();
  const t = useT();
  const session = useSession();
  const { openModal } = useAuthActions();
  const code = rawCode === undefined ? undefined : normalizeCardCode(rawCode);
  useDocumentTitle(text('inactiveTitle'));

  return (
    <section className="page page-narrow inactive-card-page">
      <p className="status-icon" aria-hidden="true">
        💳
      </p>
      <h1>{text('inactiveTitle')}</h1>
      <p>{text('inactiveText')}</p>
      {code && (
        <p>
          {text('inactiveCode')}{' '}
          <bdi dir="ltr" className="nfc-code">
            {code}
          </bdi>
        </p>
      )}
      <p>{text('inactiveVisitor')}</p>
      <section className="physical-section" aria-labelledby="inactive-owner-title">
        <h2 id="inactive-owner-title">{text('ownerTitle')}</h2>
        {session.status === 'in' ? (
          <>
            <p>{text('ownerSignedIn')}</p>
            <ClaimForm code={code} />
          </>
        ) : (
          <>
            <p>{text('ownerSignedOut')}</p>
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
