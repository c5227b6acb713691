import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { emptyLeadDraft, isEmptyLeadDraft, type LeadDraft } from '../../../../shared/contract/card-scan';
import type { OwnerLeadValues } from '../../../../shared/contract/leads';
import { draftFromQr } from '../../../../shared/lead-draft/qr-contact';
import { draftFromSharedText } from '../../../../shared/lead-draft/shared-text';
import { SHARED_SEARCH } from '../../../../shared/share-target';
import { SW_MESSAGES, type WorkerToPageMessage } from '../../../../shared/sw-messages';
import { buttonClass } from '../../../components/Button';
import { useDismiss } from '../../../components/use-dismiss';
import { numberedText, useT, type MessageKey } from '../../../i18n';
import { messageOf, NetworkError } from '../../../lib/errors';
import { postToWorker } from '../../../lib/post-to-worker';
import { toast } from '../../../lib/toast';
import { invalidateLeads } from '../api/get-leads';
import { AdjustPhotoDialog } from './AdjustPhotoDialog';
import { LeadDraftDialog } from './LeadDraftDialog';
import { saveOwnLead, scanCard, useScanStatus } from './api';
import { adjustedJpeg, type PhotoAdjustment } from './photo';
import { qrTextIn } from './qr';
import { takeSharedItem } from './shared-item';

type Step =
  | { kind: 'idle' }
  | { kind: 'adjust'; photo: ImageBitmap; reading: boolean }
  | { kind: 'check'; draft: LeadDraft; photo?: Blob | undefined; readLater?: boolean; notice?: MessageKey };

/** The picture a file input gave, turned as its camera said. */
const bitmapOf = (event: ChangeEvent<HTMLInputElement>) => {
  const file = event.target.files?.[0];
  event.target.value = '';
  return file ? createImageBitmap(file, { imageOrientation: 'from-image' }) : undefined;
};

/**
 * "Scan a card" and "Read a badge QR", in the leads page's scan menu: a paper card photographed (or picked), turned and
 * cut on the phone, read by the server into a draft the owner checks; offline, its photo waits in the outbox and is read
 * when the connection returns. Where the server cannot read cards, the menu says so, and the photo opens an empty draft
 * for the owner to type, kept with the lead (a badge's QR is read in the browser, so it stays).
 */
export function ScanCard({ event, shared, onSharedTaken }: { event?: string | undefined; shared?: string | undefined; onSharedTaken?: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const status = useScanStatus();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const menu = useRef<HTMLDetailsElement>(null);
  const menuButton = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => {
    if (menu.current) menu.current.open = false;
  }, []);
  useDismiss(menuOpen, closeMenu, menu, menuButton);
  const unavailable = status.data?.available === false;

  useEffect(() => {
    const replay = () => postToWorker({ type: SW_MESSAGES.REPLAY_LEADS });
    const delivered = (message: MessageEvent<WorkerToPageMessage>) => {
      if (message.data?.type !== SW_MESSAGES.LEAD_DELIVERED) return;
      void invalidateLeads(queryClient);
      toast({ title: numberedText(t, 'scan.delivered', 'count', message.data.count) });
    };
    replay();
    addEventListener('online', replay);
    navigator.serviceWorker?.addEventListener('message', delivered);
    return () => {
      removeEventListener('online', replay);
      navigator.serviceWorker?.removeEventListener('message', delivered);
    };
  }, [queryClient, t]);

  // Another app shared a photo, a contact or a text with the installed app: it opens at the step a scan would reach.
  const sharedOnce = useRef(false);
  useEffect(() => {
    if (!shared || sharedOnce.current) return;
    sharedOnce.current = true;
    onSharedTaken?.();
    if (shared === SHARED_SEARCH.missing) return void toast({ title: t('scan.sharedMissing'), description: t('scan.sharedMissingHint'), variant: 'warning' });
    const nothing = () => toast({ title: t('scan.sharedNothing'), description: t('scan.sharedNothingHint'), variant: 'warning' });
    void takeSharedItem().then(async (item) => {
      if (item?.kind === 'photo') {
        const photo = await createImageBitmap(item.photo, { imageOrientation: 'from-image' }).catch(() => undefined);
        return photo ? setStep({ kind: 'adjust', photo, reading: false }) : nothing();
      }
      const draft = item && draftFromSharedText(item.text);
      if (draft) setStep({ kind: 'check', draft });
      else nothing();
    }, nothing);
  }, [shared, onSharedTaken, t]);

  const read = async (photo: ImageBitmap, adjustment: PhotoAdjustment) => {
    setStep({ kind: 'adjust', photo, reading: true });
    const jpeg = await adjustedJpeg(photo, adjustment);
    // Where this server reads no cards, the owner types the details beside the photo, which is kept with the lead.
    if (unavailable) return setStep({ kind: 'check', draft: emptyLeadDraft(), photo: jpeg, notice: 'scan.unavailable' });
    try {
      const draft = await scanCard(jpeg);
      setStep({ kind: 'check', draft, photo: jpeg, notice: isEmptyLeadDraft(draft) ? 'scan.failed' : undefined });
    } catch (error) {
      if (error instanceof NetworkError) return setStep({ kind: 'check', draft: emptyLeadDraft(), photo: jpeg, readLater: true, notice: 'scan.readLater' });
      toast({ title: t('scan.failed'), description: messageOf(error, ''), variant: 'warning' });
      setStep({ kind: 'check', draft: emptyLeadDraft(), photo: jpeg });
    }
  };

  const readQr = async (photo: ImageBitmap) => {
    const draft = draftFromQr((await qrTextIn(photo)) ?? '');
    if (draft) setStep({ kind: 'check', draft });
    else toast({ title: t('scan.noQr'), variant: 'warning' });
  };

  const save = async (lead: OwnerLeadValues, current: Extract<Step, { kind: 'check' }>) => {
    const read = current.readLater === true;
    const { queued } = await saveOwnLead({ ...lead, read }, current.photo);
    setStep({ kind: 'idle' });
    // Said once the worker has kept the lead on the device, not before.
    toast({ title: t(queued ? (read ? 'scan.queued' : 'scan.kept') : 'scan.saved') });
    if (!queued) await invalidateLeads(queryClient);
  };

  /** A photo was picked: the menu closes, and the photo goes on to its step (a file the browser cannot decode is said so). */
  const picked = (event: ChangeEvent<HTMLInputElement>, next: (photo: ImageBitmap) => void) => {
    closeMenu();
    void bitmapOf(event)?.then(next, () => toast({ title: t('scan.notAPhoto'), variant: 'warning' }));
  };

  return (
    <>
      {/* One button beside the page's title, so a phone still shows the first lead above the fold. */}
      <details ref={menu} className="leads-export scan-menu" onToggle={(toggled) => setMenuOpen(toggled.currentTarget.open)}>
        <summary ref={menuButton} className={buttonClass('primary', 'btn-small')}>
          {t('scan.menu')}
        </summary>
        <div className="leads-export-menu">
          <label className={buttonClass('primary', 'scan-pick')}>
            {t('scan.button')}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="visually-hidden"
              aria-describedby={unavailable ? 'scan-unavailable' : undefined}
              onChange={(changed) => picked(changed, (photo) => setStep({ kind: 'adjust', photo, reading: false }))}
            />
          </label>
          <label className={buttonClass('secondary', 'scan-pick')}>
            {t('scan.qrButton')}
            <input type="file" accept="image/*" capture="environment" className="visually-hidden" onChange={(changed) => picked(changed, (photo) => void readQr(photo))} />
          </label>
          {unavailable && (
            <p id="scan-unavailable" className="field-hint">
              {t('scan.unavailable')}
            </p>
          )}
        </div>
      </details>
      {step.kind === 'adjust' && (
        <AdjustPhotoDialog photo={step.photo} busy={step.reading} onRead={(adjustment) => void read(step.photo, adjustment)} onClose={() => setStep({ kind: 'idle' })} />
      )}
      {step.kind === 'check' && (
        <LeadDraftDialog
          draft={step.draft}
          event={event}
          readLater={step.readLater}
          notice={step.notice && t(step.notice)}
          onSave={(lead) => save(lead, step)}
          onClose={() => setStep({ kind: 'idle' })}
        />
      )}
    </>
  );
}
