import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n';

/** The way back when the reset mail does not come: support's contact page. */
export function NoMailHint({ onLeave }: { onLeave?: () => void }) {
  const t = useT();
  return (
    <p className="auth-sent-hint">
      {t('auth.forgotNoMail')}{' '}
      <Link to="/contact" className="tall-link" onClick={onLeave}>
        {t('auth.forgotAction')}
      </Link>
    </p>
  );
}
