import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import type { ProfileSummary } from '../../../shared/contract/profiles';
import { buttonClass } from '../../components/Button';
import { ErrorDisplay, errorDisplayTypeOf } from '../../components/ErrorDisplay';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useFocusAfterDeleting } from '../../lib/use-focus-after-deleting';
import { useT } from '../../i18n';
import { useDeleteProfile } from './api/delete-profile';
import { useDuplicateProfile } from './api/duplicate-profile';
import { useProfiles } from './api/get-profiles';
import { useMakePrimary } from './api/make-primary';
import { CardListItem, type CardActions } from './CardListItem';
import { CardQrDialog } from './CardQrDialog';
import { SendCardDialog } from './SendCardDialog';
import { DeleteCardDialog } from './DeleteCardDialog';
import { isPlanLimit, useGoToSubscriptionRequired } from './plan-limit';
import { useShareCard } from './use-share-card';
// oxlint-disable-next-line import/no-unassigned-import -- the feature's stylesheet loads with its code
import './profiles.css';

/** Loaded when the owner asks for it: most visits to the dashboard never do. */
const EmailSignatureDialog = lazy(() => import('./signature/EmailSignatureDialog').then((module) => ({ default: module.EmailSignatureDialog })));

/** The card edits made offline that wait for the owner in a card's editor (the offline-edits feature keeps them). */
export interface WaitingEdits {
  /** Why a card's edit waits: the card changed elsewhere, or the server refused it; undefined when none waits. */
  reasonOf(cardId: number): 'changed' | 'refused' | undefined;
  /** Forgets a deleted card's edit, which has nothing left to be saved to. */
  forget(cardId: number): void;
}

/** The dashboard's list of the owner's cards with edit, view, share, QR, duplicate, delete and "new card". */
export function MyCards({ waitingEdits }: { waitingEdits: WaitingEdits }) {
  const t = useT();
  const cards = useProfiles();
  const { username, share } = useShareCard();
  const duplicate = useDuplicateProfile();
  const remove = useDeleteProfile(waitingEdits.forget);
  const makePrimary = useMakePrimary();
  const goToSubscriptionRequired = useGoToSubscriptionRequired();
  const [qrCard, setQrCard] = useState<ProfileSummary | null>(null);
  const [sendToCard, setSendToCard] = useState<ProfileSummary | null>(null);
  const [signatureCard, setSignatureCard] = useState<ProfileSummary | null>(null);
  const [deleteCard, setDeleteCard] = useState<ProfileSummary | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfter = useFocusAfterDeleting(deleteCard !== null);

  const failed = (error: unknown) => toast({ title: t('cards.actionError'), description: messageOf(error, t('error.error.text')), variant: 'destructive' });

  const actions: CardActions = {
    onShare: share,
    onQr: setQrCard,
    onSendTo: setSendToCard,
    onSignature: setSignatureCard,
    onDelete: (card) => {
      // The card's delete button, pressed, has the focus.
      focusAfter.choose(document.activeElement?.closest('li'), '.my-card-delete', headingRef.current);
      setDeleteCard(card);
    },
    onDuplicate: (card) =>
      duplicate.mutate(card.id, {
        onSuccess: (copy) => toast({ title: t('cards.duplicated', { name: copy.displayName }) }),
        onError: (error) => (isPlanLimit(error) ? goToSubscriptionRequired(card.displayName, { sourceProfileId: card.id }) : failed(error)),
      }),
    onMakePrimary: (card) => {
      const pressed = document.activeElement;
      const item = pressed?.closest('li');
      makePrimary.mutate(card.id, {
        onSuccess: () => {
          toast({ title: t('cards.madePrimary', { name: card.displayName }) });
          // A primary card has no such button: the focus it had (or lost as it went) moves on to the card's delete button.
          if (document.activeElement === pressed || document.activeElement === document.body) item?.querySelector<HTMLElement>('.my-card-delete')?.focus();
        },
        onError: failed,
      });
    },
    pending: duplicate.isPending ? { cardId: duplicate.variables, action: 'duplicate' } : makePrimary.isPending ? { cardId: makePrimary.variables, action: 'makePrimary' } : null,
  };

  function confirmDelete() {
    if (!deleteCard) return;
    const card = deleteCard;
    remove.mutate(card.id, {
      onSuccess: () => {
        focusAfter.deleted();
        setDeleteCard(null);
        toast({ title: t('cards.deleted', { name: card.displayName }) });
      },
      onError: failed,
    });
  }

  return (
    <section className="my-cards" aria-labelledby="my-cards-title">
      <div className="my-cards-head">
        <h2 id="my-cards-title" ref={headingRef} tabIndex={-1}>
          {t('cards.title')}
        </h2>
        <Link to="/editor" className={buttonClass('primary')}>
          {t('cards.new')}
        </Link>
      </div>
      {cards.isPending && (
        <output className="my-cards-loading">{t('cards.loading')}</output>
      )}
      {cards.isError && (
        <ErrorDisplay type={errorDisplayTypeOf(cards.error)} title={t('cards.loadError')} message={cards.error.message} onRetry={() => void cards.refetch()} />
      )}
      {cards.data?.length === 0 && (
        <div className="my-cards-empty">
          <p>{t('cards.empty')}</p>
          <Link to="/editor" className={buttonClass('secondary')}>
            {t('cards.createFirst')}
          </Link>
        </div>
      )}
      {cards.data && cards.data.length > 0 && (
        <ul className="my-cards-list">
          {cards.data.map((card) => (
            <CardListItem key={card.id} card={card} username={username} actions={actions} offlineConflict={waitingEdits.reasonOf(card.id)} />
          ))}
        </ul>
      )}
      {qrCard && <CardQrDialog card={qrCard} onClose={() => setQrCard(null)} />}
      {sendToCard && <SendCardDialog card={sendToCard} onClose={() => setSendToCard(null)} />}
      {signatureCard && (
        <Suspense fallback={null}>
          <EmailSignatureDialog card={signatureCard} onClose={() => setSignatureCard(null)} />
        </Suspense>
      )}
      {deleteCard && <DeleteCardDialog card={deleteCard} busy={remove.isPending} onConfirm={confirmDelete} onClose={() => setDeleteCard(null)} />}
    </section>
  );
}
