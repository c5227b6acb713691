// The public card page's only script: share, copy link, the QR dialog and the lite video player.
// The page works without it; it only adds what needs JavaScript.

import { startBeacons } from './beacons';
import { startLeadForm } from './lead-form';
import { registerCardWorker } from './register-sw';

const card = document.querySelector<HTMLElement>('.kc');
if (card) {
  enhance(card);
  startBeacons(card);
  startLeadForm();
}
registerCardWorker();

function enhance(root: HTMLElement) {
  const url = root.dataset.kcUrl ?? location.href.split('?')[0]!;
  const toast = root.querySelector<HTMLElement>('.kc-toast');
  const dialog = root.querySelector<HTMLDialogElement>('dialog[data-kc-dialog="qr"]');
  let toastTimer: number | undefined;

  const show = (message: string) => {
    if (!toast) return;
    toast.textContent = message;
    toast.classList.add('is-shown');
    clearTimeout(toastTimer);
    toastTimer = window.setTimeout(() => toast.classList.remove('is-shown'), 3500);
  };

  const copy = async () => {
    const copied = await copyText(url);
    // The address is isolated left to right (LRI … PDI), so a right-to-left sentence does not reorder its parts.
    show(copied ? (toast?.dataset.copied ?? '') : `${toast?.dataset.copyFailed ?? ''} \u2066${url}\u2069`);
  };

  const actions: Record<string, (event: Event) => void | Promise<void>> = {
    share: async () => {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: document.title, url });
          return;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      await copy();
    },
    copy,
    qr: (event) => {
      if (!dialog || typeof dialog.showModal !== 'function') return;
      event.preventDefault();
      dialog.showModal();
    },
    close: () => dialog?.close(),
  };

  // Only Apple's devices open a Wallet pass.
  if (!/iPhone|iPad|iPod|Macintosh/.test(navigator.userAgent)) root.querySelector('[data-kc-wallet]')?.remove();
  root.classList.add('kc--live');

  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const action = target?.closest<HTMLElement>('[data-kc-action]')?.dataset.kcAction;
    if (action && actions[action]) {
      void actions[action](event);
      return;
    }
    const video = target?.closest<HTMLAnchorElement>('a[data-kc-embed]');
    if (video) {
      event.preventDefault();
      playVideo(video);
    }
  });

  // A click on the backdrop (outside the dialog's box) closes it, as people expect of a modal.
  dialog?.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}

/** Swaps the poster link for the player's iframe, created only now so nothing loads before the tap. */
function playVideo(link: HTMLAnchorElement) {
  const frame = document.createElement('iframe');
  frame.src = link.dataset.kcEmbed!;
  frame.title = link.dataset.kcTitle ?? '';
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  frame.allowFullscreen = true;
  link.replaceWith(frame);
  frame.focus();
}

/** Copies text with the Clipboard API, falling back to a selected textarea where it is unavailable. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}
