// The lead form sent inline (no reload). Each form instance gets its own idempotency key, kept across
// retries of the same submission and replaced after a success, so a retried request is stored once.
// Without a file it goes as JSON (which the service worker can queue offline); with one, as multipart.

import { LANGUAGE_PARAMETER } from '../../shared/contract/card-languages';
import { typedValue } from '../../shared/contract/link-input';

/** Sends the card page's lead form inline, when the page has one. */
export function startLeadForm(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-kc-lead]');
  if (form) enhanceLeadForm(form);
}

interface FieldProblem {
  path: string;
  message: string;
}

/**
 * The form's address naming the page's language (a card in several languages names it already): the server answers a
 * refusal in it, even for a card deleted while its page was open, which has no language of its own left to answer in.
 */
const inPageLanguage = (form: HTMLFormElement) => (form.action.includes('?') ? form.action : `${form.action}?${LANGUAGE_PARAMETER}=${document.documentElement.lang}`);

/** A fresh random key (the page is cached, so the server cannot put a per-visitor one in it). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The request that sends the form: JSON, or multipart asking for a JSON answer when a file is attached. */
function leadRequest(values: FormData, idempotencyKey: string): RequestInit {
  const file = values.get('file');
  if (file instanceof File && file.size > 0) return { method: 'POST', headers: { Accept: 'application/json' }, body: values };
  const body = {
    name: String(values.get('name') ?? ''),
    phone: String(values.get('phone') ?? ''),
    email: String(values.get('email') ?? ''),
    message: String(values.get('message') ?? ''),
    consent: values.get('consent') === 'on',
    sendCard: values.get('sendCard') === 'on',
    marketingConsent: values.get('marketingConsent') === 'on',
    idempotencyKey,
    website: String(values.get('website') ?? ''),
  };
  return { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/** The file field's "too large" (the 413 answer's text, in the card's language). */
function tooLargeProblem(input: HTMLInputElement | null): FieldProblem {
  return { path: 'file', message: input?.dataset.tooLarge ?? '' };
}

/** True when the chosen file is over the limit: refused before anything is sent. */
function isTooLarge(input: HTMLInputElement | null): boolean {
  const file = input?.files?.[0];
  return Boolean(input && file && file.size > Number(input.dataset.maxBytes));
}

/**
 * What the browser's own checks find before anything is sent (the name left empty, an address that is no email, the
 * consent not given), each with its field's message in the card's language (data-invalid): the browser's bubble
 * speaks the browser's language. Without the script the browser's checks still stop the form.
 */
function problemsBeforeSending(form: HTMLFormElement): FieldProblem[] {
  return [...form.querySelectorAll<HTMLInputElement>('input[data-invalid]')].flatMap((input) => (input.validity.valid ? [] : [{ path: input.name, message: input.dataset.invalid! }]));
}

function enhanceLeadForm(form: HTMLFormElement) {
  form.noValidate = true;
  const section = form.closest<HTMLElement>('.kc-lead');
  const keyField = form.elements.namedItem('idempotencyKey') as HTMLInputElement | null;
  const failure = form.querySelector<HTMLElement>('[data-kc-lead-failure]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const fileInput = form.elements.namedItem('file') as HTMLInputElement | null;
  if (!keyField) return;
  keyField.value = newIdempotencyKey();
  const fileName = form.querySelector<HTMLElement>('.kc-file-name');
  const removeFile = form.querySelector<HTMLElement>('.kc-file-remove');
  // The chosen file's name, and the way to take it back.
  const showFile = () => {
    if (fileName) fileName.textContent = fileInput?.files?.[0]?.name ?? '';
    if (removeFile) removeFile.hidden = !fileName?.textContent;
  };
  fileInput?.addEventListener('change', showFile);
  removeFile?.addEventListener('click', () => {
    fileInput!.value = '';
    showFile();
    fileInput!.focus();
  });
  form.addEventListener('reset', () => setTimeout(showFile));
  let sending = false;

  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;

  function clearProblems() {
    if (failure) failure.textContent = '';
    const slots = [...form.querySelectorAll<HTMLElement>('[data-kc-lead-error]')];
    for (const slot of slots) {
      slot.textContent = '';
      const input = field(slot.dataset.kcLeadError ?? '');
      input?.removeAttribute('aria-invalid');
      // A message two fields share (phone or email) is another field's slot.
      const describedBy = (input?.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && !slots.some((each) => each.id === id));
      if (describedBy.length) input?.setAttribute('aria-describedby', describedBy.join(' '));
      else input?.removeAttribute('aria-describedby');
    }
  }

  function showProblems(problems: FieldProblem[], fallback: string) {
    let first: HTMLElement | null = null;
    // Each message shows once, under the first of its fields; the others are tied to it there.
    const shown = new Map<string, string>();
    for (const { path, message } of problems) {
      const slot = form.querySelector<HTMLElement>(`[data-kc-lead-error="${CSS.escape(path)}"]`);
      const input = field(path);
      if (!slot || !input || input.hasAttribute('aria-invalid')) continue;
      const id = shown.get(message) ?? slot.id;
      if (id === slot.id) slot.textContent = message;
      shown.set(message, id);
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', [input.getAttribute('aria-describedby'), id].filter(Boolean).join(' '));
      first ??= input;
    }
    if (first) first.focus();
    else if (failure) failure.textContent = fallback;
  }

  /** The thanks, which also says the card is on its way when the visitor asked for it by mail. */
  function showSent(withCard: boolean) {
    const sentNote = section?.querySelector<HTMLElement>(withCard ? '#lead-sent-card' : '#lead-sent');
    form.reset();
    keyField!.value = newIdempotencyKey();
    section?.classList.add('is-sent');
    sentNote?.classList.add('is-shown');
    sentNote?.focus();
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    submit?.setAttribute('aria-disabled', 'true');
    clearProblems();
    const fallback = form.dataset.failed ?? '';
    try {
      // An address pasted from a Hebrew or Arabic app carries invisible direction marks, which the browser's email
      // check refuses: they go before anything is checked (the server takes a number's off).
      const email = field('email');
      if (email) email.value = typedValue(email.value);
      const problems = problemsBeforeSending(form);
      if (problems.length) return showProblems(problems, fallback);
      if (isTooLarge(fileInput)) return showProblems([tooLargeProblem(fileInput)], fallback);
      const values = new FormData(form);
      const response = await fetch(inPageLanguage(form), leadRequest(values, keyField.value));
      const answer = (await response.json().catch(() => null)) as { message?: string; details?: FieldProblem[] } | null;
      if (response.ok) showSent(values.get('sendCard') === 'on');
      else if (response.status === 413) showProblems([tooLargeProblem(fileInput)], fallback);
      // The server answers in the card's language.
      else showProblems(answer?.details ?? [], answer?.message ?? fallback);
    } catch {
      // Offline or the connection dropped: the same key goes with the retry, so it is stored once.
      showProblems([], fallback);
    } finally {
      sending = false;
      submit?.removeAttribute('aria-disabled');
    }
  });
}
