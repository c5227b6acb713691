import { NotFoundPage } from '../../components/NotFound';
import { useT } from '../../i18n';
import { ApiError } from '../../lib/errors';

/** Whether a card's page failed because the card is not the owner's: the server says 404 for someone else's card. */
export const isCardNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The page for a card number that is not the owner's: a wrong or old link, which trying again would not mend. */
export function CardNotFound() {
  const t = useT();
  return <NotFoundPage title={t('cards.notFound.title')} text={t('cards.notFound.text')} back={{ to: '/dashboard', label: t('cards.backToCards') }} />;
}
