import { useEffect, useRef, useState } from 'react';
import type { PhysicalCard } from '../../../shared/contract/physical-cards';
import { Button } from '../../components/Button';
import { Dialog, DialogHeader } from '../../components/Dialog';
import { messageOf } from '../../lib/errors';
import { useT } from '../../i18n';
import { useUpdatePhysicalCard } from './api/update-physical-card';
import { createNdefReader, lockTag, nfcFailureOf, writeAndVerify, type NdefReaderLike, type NfcFailure } from './ndef';

/** Where the sheet stands: before, during and after writing, and the two lock confirmations. */
type Step =
  | { kind: 'ready' }
  | { kind: 'writing' }
  | { kind: 'verifying' }
  | { kind: 'verified' }
  | { kind: 'confirm-lock' }
  | { kind: 'confirm-lock-final' }
  | { kind: 'locking' }
  | { kind: 'locked' }
  | { kind: 'failed'; failure: NfcFailure; retry: 'write' | 'lock' };

const BUSY = new Set<Step['kind']>(['writing', 'verifying', 'locking']);

/**
 * The step-by-step sheet that writes a physical card's short URL to a tag with Web NFC, reads it back
 * to verify, and optionally locks it after two confirmations. Cancel aborts the running NFC operation.
 */
export function WriteTagSheet({ card, onClose }: { card: PhysicalCard; onClose: () => void }) {
  const t = useT();
  const [step, setStep] = useState<Step>({ kind: 'ready' });
  const [notRecorded, setNotRecorded] = useState<string | null>(null);
  const readerRef = useRef<NdefReaderLike | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const record = useUpdatePhysicalCard();
  const titleId = `write-tag-title-${card.id}`;

  useEffect(() => () => abortRef.current?.abort(), []);

  function reader(): NdefReaderLike {
    readerRef.current ??= createNdefReader(window);
    return readerRef.current;
  }

  function begin(): AbortSignal {
    abortRef.current?.abort();
    abortRef.current = new AbortController();
    setNotRecorded(null);
    return abortRef.current.signal;
  }

  function recordOnServer(action: 'written' | 'locked') {
    record.mutate({ id: card.id, action }, { onError: (error) => setNotRecorded(t('physicalCards.notRecorded', { message: messageOf(error, t('physicalCards.actionFailed')) })) });
  }

  async function write() {
    const signal = begin();
    try {
      setStep({ kind: 'writing' });
      await writeAndVerify(reader(), card.shortUrl, signal, { onWritten: () => setStep({ kind: 'verifying' }) });
      setStep({ kind: 'verified' });
      recordOnServer('written');
    } catch (error) {
      setStep({ kind: 'failed', failure: nfcFailureOf(error), retry: 'write' });
    }
  }

  async function lock() {
    const signal = begin();
    try {
      setStep({ kind: 'locking' });
      await lockTag(reader(), signal);
      setStep({ kind: 'locked' });
      recordOnServer('locked');
    } catch (error) {
      setStep({ kind: 'failed', failure: nfcFailureOf(error), retry: 'lock' });
    }
  }

  function close() {
    abortRef.current?.abort();
    onClose();
  }

  const busy = BUSY.has(step.kind);

  return (
    <Dialog open onClose={close} labelledBy={titleId} className="nfc-sheet">
      <DialogHeader id={titleId} title={t('physicalCards.sheetTitle', { code: card.code })} closeLabel={t('physicalCards.close')} onClose={close} />
      <div className="nfc-sheet-body">
        {step.kind === 'ready' && (
          <>
            <ol className="nfc-steps">
              <li>{t('physicalCards.step1')}</li>
              <li>{t('physicalCards.step2')}</li>
              <li>{t('physicalCards.step3')}</li>
            </ol>
            <p>{t('physicalCards.willWrite')}</p>
            <p className="nfc-url" dir="ltr">
              {card.shortUrl}
            </p>
          </>
        )}
        <div role="status" aria-live="polite" className="nfc-status">
          {busy && <span className="nfc-pulse" aria-hidden="true" />}
          {step.kind === 'writing' && <p>{t('physicalCards.writing')}</p>}
          {step.kind === 'verifying' && <p>{t('physicalCards.verifying')}</p>}
          {step.kind === 'locking' && <p>{t('physicalCards.locking')}</p>}
          {(step.kind === 'verified' || step.kind === 'confirm-lock' || step.kind === 'confirm-lock-final') && <p className="nfc-success">{t('physicalCards.verified')}</p>}
          {step.kind === 'locked' && <p className="nfc-success">{t('physicalCards.lockedDone')}</p>}
          {notRecorded && <p className="nfc-warning">{notRecorded}</p>}
        </div>
        {step.kind === 'failed' && (
          <p role="alert" className="nfc-error">
            {t(`physicalCards.nfc.${step.failure}`)}
          </p>
        )}
        {step.kind === 'verified' && <p>{t('physicalCards.lockOffer')}</p>}
        {step.kind === 'confirm-lock' && (
          <section className="nfc-confirm" aria-labelledby={`${titleId}-lock1`}>
            <h3 id={`${titleId}-lock1`}>{t('physicalCards.lockConfirmTitle')}</h3>
            <p>{t('physicalCards.lockConfirmText')}</p>
          </section>
        )}
        {step.kind === 'confirm-lock-final' && (
          <section className="nfc-confirm nfc-confirm-final" aria-labelledby={`${titleId}-lock2`}>
            <h3 id={`${titleId}-lock2`}>{t('physicalCards.lockFinalTitle')}</h3>
            <p>{t('physicalCards.lockFinalText')}</p>
          </section>
        )}
      </div>
      <div className="button-row">
        {step.kind === 'ready' && <Button onClick={() => void write()}>{t('physicalCards.start')}</Button>}
        {step.kind === 'failed' && <Button onClick={() => void (step.retry === 'lock' ? lock() : write())}>{t('physicalCards.tryAgain')}</Button>}
        {step.kind === 'verified' && (
          <Button variant="secondary" onClick={() => setStep({ kind: 'confirm-lock' })}>
            {t('physicalCards.lockButton')}
          </Button>
        )}
        {step.kind === 'confirm-lock' && (
          <Button variant="danger" onClick={() => setStep({ kind: 'confirm-lock-final' })}>
            {t('physicalCards.lockContinue')}
          </Button>
        )}
        {step.kind === 'confirm-lock-final' && (
          <Button variant="danger" onClick={() => void lock()}>
            {t('physicalCards.lockFinal')}
          </Button>
        )}
        {busy ? (
          <Button variant="ghost" onClick={() => abortRef.current?.abort()}>
            {t('physicalCards.cancel')}
          </Button>
        ) : step.kind === 'confirm-lock' || step.kind === 'confirm-lock-final' ? (
          <Button variant="ghost" onClick={() => setStep({ kind: 'verified' })}>
            {t('physicalCards.cancel')}
          </Button>
        ) : (
          <Button variant="ghost" onClick={close}>
            {step.kind === 'verified' || step.kind === 'locked' ? t('physicalCards.done') : t('physicalCards.close')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
