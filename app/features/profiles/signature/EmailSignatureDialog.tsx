import { useLayoutEffect, useRef } from 'react';
import { cardDirection } from '../../../../shared/contract/card-languages';
import type { ProfileSummary } from '../../../../shared/contract/profiles';
import { Button } from '../../../components/Button';
import { Dialog, DialogHeader } from '../../../components/Dialog';
import { ErrorDisplay, errorDisplayTypeOf } from '../../../components/ErrorDisplay';
import { toast } from '../../../lib/toast';
import { useT } from '../../../i18n';
import { useIsolatedT } from '../../../i18n/isolated';
import { useProfile } from '../api/get-profile';
import { emailSignatureHtml, emailSignatureText } from './email-signature';

/**
 * The signature as a mail program draws it: in a shadow root, so nothing of this site's styles reaches it (`all:
 * initial` stops what would be inherited), as wide as its box, the way a narrow mail window draws it. What cannot be
 * that narrow (the photo, the longest line and the QR code side by side are wider than a phone's box) is drawn
 * smaller to fit, whole, rather than cut off. No frame: nothing (an extension, a test's script) runs in a sandboxed
 * document to trip on it.
 */
function SignaturePreview({ html, dir, label }: { html: string; dir: 'rtl' | 'ltr'; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    // The signature's HTML escapes every text it holds (emailSignatureHtml), as the clipboard gets it.
    root.innerHTML = `<div dir="${dir}" style="all:initial;display:block;inline-size:fit-content;padding:12px;background:#fff">${html}</div>`;
    const signature = root.firstElementChild as HTMLElement;
    let boxWidth = 0;
    const fit = () => {
      if (element.clientWidth === boxWidth || element.clientWidth === 0) return;
      boxWidth = element.clientWidth;
      signature.style.zoom = '1';
      signature.style.zoom = String(Math.min(1, boxWidth / signature.offsetWidth));
    };
    fit();
    const resized = new ResizeObserver(fit);
    resized.observe(element);
    return () => resized.disconnect();
  }, [html, dir]);
  return <div ref={host} className="signature-preview" role="group" aria-label={label} />;
}

/** Puts the signature on the clipboard as rich text (what mail programs paste as a signature), with plain text beside it. */
async function copySignature(html: string, text: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([new ClipboardItem({ 'text/html': new Blob([html], { type: 'text/html' }), 'text/plain': new Blob([text], { type: 'text/plain' }) })]);
  } else {
    await navigator.clipboard.writeText(html);
  }
}

/** The card as an email signature: a preview as mail programs draw it, a copy button, and its HTML for those who paste code. */
export function EmailSignatureDialog({ card, onClose }: { card: ProfileSummary; onClose: () => void }) {
  const t = useT();
  const tx = useIsolatedT();
  const profile = useProfile(card.id);
  const titleId = `signature-title-${card.id}`;
  const origin = window.location.origin;
  const html = profile.data ? emailSignatureHtml(profile.data, origin) : '';

  const copy = async () => {
    if (!profile.data) return;
    try {
      await copySignature(html, emailSignatureText(profile.data, origin));
      toast({ title: t('signature.copied'), description: t('signature.pasteHint') });
    } catch {
      toast({ title: t('signature.copyFailed'), description: t('signature.copyFailedText'), variant: 'destructive' });
    }
  };

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="signature-dialog">
      <DialogHeader id={titleId} title={tx('signature.title', { name: card.displayName })} closeLabel={t('common.close')} onClose={onClose} />
      <p className="dialog-subtitle">{t('signature.text')}</p>
      {profile.isError ? (
        <ErrorDisplay type={errorDisplayTypeOf(profile.error)} message={profile.error.message} onRetry={() => void profile.refetch()} />
      ) : profile.data ? (
        <>
          <SignaturePreview html={html} dir={cardDirection(profile.data.language)} label={t('signature.preview')} />
          <div className="button-row">
            <Button onClick={() => void copy()}>{t('signature.copy')}</Button>
          </div>
          <details className="signature-source">
            <summary>{t('signature.source')}</summary>
            <textarea readOnly dir="ltr" rows={6} aria-label={t('signature.source')} value={html} onFocus={(event) => event.currentTarget.select()} />
          </details>
          {/* Close ends the dialog, after all it offers, as in the other dialogs. */}
          <div className="button-row">
            <Button variant="ghost" onClick={onClose}>
              {t('common.close')}
            </Button>
          </div>
        </>
      ) : (
        <output className="my-cards-loading">{t('cards.loading')}</output>
      )}
    </Dialog>
  );
}
