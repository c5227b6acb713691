import type { ProfileSummary } from '../../../shared/contract/profiles';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useSession } from '../auth';
import { shareLink, cardSharePath } from './share';

/** A card's address as its owner shares it (the primary card's `/@username`), and the share action that says when it was copied. */
export function useShareCard() {
  const t = useT();
  const username = useSession().user?.username;
  const urlOf = (card: Pick<ProfileSummary, 'slug' | 'isPrimary'>) => window.location.origin + cardSharePath(card, username);
  const share = (card: ProfileSummary) => {
    const url = urlOf(card);
    void shareLink(card.displayName, url).then((outcome) => {
      if (outcome === 'copied') toast({ title: t('cards.linkCopied'), description: url });
    });
  };
  return { username, urlOf, share };
}
