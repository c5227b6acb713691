import { LEAD_FORM_TEXTS } from '../../shared/card/LeadForm';
import { cardDirection, INTL_LOCALES, LANGUAGE_PARAMETER, type CardLanguage } from '../../shared/contract/card-languages';
import type { LeadStatus } from '../../shared/contract/leads';
import { escapeHtml } from '../../shared/html-escape';
import { htmlDocument } from '../../shared/pages/document';
import { VISITOR_PATHS } from '../../shared/pages/table';
import { israelLongDate } from '../israel-time';
import type { HeldAbout } from '../visitor-rights/service';
import { VISITOR_RIGHTS_TEXTS, type VisitorRightsTexts } from '../visitor-rights/texts';

const STATUS_NAMES: Record<CardLanguage, Record<LeadStatus, string>> = {
  he: { new: 'חדש', contacted: 'נוצר קשר', meeting: 'פגישה', customer: 'לקוח', not_relevant: 'לא רלוונטי' },
  ar: { new: 'جديد', contacted: 'تم التواصل', meeting: 'اجتماع', customer: 'زبون', not_relevant: 'غير ذي صلة' },
  ru: { new: 'Новый', contacted: 'Связались', meeting: 'Встреча', customer: 'Клиент', not_relevant: 'Неактуально' },
  en: { new: 'New', contacted: 'Contacted', meeting: 'Meeting', customer: 'Customer', not_relevant: 'Not relevant' },
};

const CSS =
  'body{margin:0;font-family:system-ui,"Segoe UI",Roboto,"Noto Sans Hebrew","Noto Sans Arabic",Tahoma,Arial,sans-serif;line-height:1.5;color:#111827;background:#f9fafb}' +
  'main{max-inline-size:40rem;margin:0 auto;padding:1.5rem 1rem;overflow-wrap:anywhere}h1{font-size:1.5rem;margin:0 0 1rem}' +
  'section{background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1rem;margin-block:1rem}' +
  // A phone shows each label above its value; a wider screen puts the labels in a column of at most 40%, so a long
  // one (a consent's) wraps instead of leaving its value a sliver.
  'dl{display:grid;gap:.25rem .75rem;margin:0}dt{font-weight:600}dd{margin:0;margin-block-end:.5rem}' +
  '@media (min-width:30rem){dl{grid-template-columns:fit-content(40%) 1fr}dd{margin-block-end:0}}' +
  'label{display:block;font-weight:600;margin-block-end:.25rem}input[type=email]{box-sizing:border-box;inline-size:100%;min-block-size:2.75rem;padding:.5rem .75rem;font:inherit;border:1px solid #6b7280;border-radius:.5rem}' +
  'button{min-block-size:2.75rem;padding:.5rem 1rem;margin-block-start:.75rem;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.5rem;cursor:pointer}' +
  'input[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;font-weight:600;margin-block:0 .25rem}' +
  'button.danger{background:#b91c1c}.note{color:#4b5563}pre{white-space:pre-wrap;font:inherit;margin:.25rem 0 0}' +
  '.address{display:inline-block;max-inline-size:100%}.hyphen-held{white-space:nowrap}' +
  // The choice after a question: its button, and beside it (below it on a narrow phone) the link that keeps things as they are.
  '.choice{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 1.5rem;margin-block-start:1rem}.choice button{margin:0}.choice a{display:inline-flex;align-items:center;min-block-size:2.75rem;color:#1d4ed8;font-weight:600}';

/** A visitor's page: one HTML document in the card's language, without script. */
function page(language: CardLanguage, title: string, body: string): string {
  return htmlDocument({
    lang: language,
    dir: cardDirection(language),
    head: ['<meta name="robots" content="noindex">', `<title>${escapeHtml(title)}</title>`, '<link rel="icon" href="/favicon.svg" type="image/svg+xml">', `<style>${CSS}</style>`],
    body: `<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>`,
  });
}

/**
 * An email address as HTML, left to right and in one piece where it fits: a box of its own, which a line too short for
 * it moves whole to the next line, with `after` (the punctuation that follows it in the sentence, already escaped) so
 * that no line starts with it. Longer than a line, it breaks after its "@", never after a hyphen: in a right-to-left
 * line "vis-he-" at one line's end and the rest at the next one's start read as two addresses. Not after a "." either,
 * which a filled line would take first ("…@example." and "test" alone); only a part longer than a line breaks inside.
 */
function addressHtml(address: string, after = ''): string {
  const pieces = address
    .split(/(-+[^-]|@)/u)
    .map((part, index) => (index % 2 === 0 ? escapeHtml(part) : part.startsWith('-') ? `<span class="hyphen-held">${escapeHtml(part)}</span>` : `${part}<wbr>`))
    .join('');
  return `<span class="address"><bdi dir="ltr">${pieces}</bdi>${after}</span>`;
}

/**
 * A sentence with its values (a business's name, a date) each in a <bdi>, which keeps its own direction: a name that
 * ends in a quote or a full stop keeps it. The address (`{email}`) is kept whole with what follows it (addressHtml).
 */
const withValues = (text: string, values: Record<string, string>) =>
  escapeHtml(text).replace(/\{(\w+)\}([^\s{]*)/gu, (whole, key: string, after: string) => {
    const value = values[key];
    if (value === undefined) return whole;
    return key === 'email' ? addressHtml(value, after) : `<bdi>${escapeHtml(value)}</bdi>${after}`;
  });
const say = (text: string, values: Record<string, string> = {}) => `<p>${withValues(text, values)}</p>`;
/**
 * A consent as it was shown, with the business it names (the marketing one does) and the day it was given each kept in
 * its own direction.
 */
function given(language: CardLanguage, text: string, at: string | null, business: string): string {
  const shown = escapeHtml(text);
  const named = business ? shown.replaceAll(escapeHtml(business), `<bdi>${escapeHtml(business)}</bdi>`) : shown;
  return `${named} (<bdi>${escapeHtml(israelLongDate(language, at))}</bdi>)`;
}

/** The rows of one held lead, each a label and its value as HTML (escaped), the empty ones left out. */
function heldRows(t: VisitorRightsTexts, language: CardLanguage, business: string, { lead, file }: HeldAbout['leads'][number]): [string, string][] {
  const tags = JSON.parse(lead.tags) as string[];
  const marketing = lead.marketing_consent_text ? given(language, lead.marketing_consent_text, lead.marketing_consented_at, business) : escapeHtml(t.none);
  const consent = lead.consent_text ? given(language, lead.consent_text, lead.consented_at, business) : escapeHtml(t.none);
  const rows: [string, string][] = [
    [t.card, escapeHtml(lead.card_name)],
    [t.date, escapeHtml(israelLongDate(language, lead.created_at))],
    [t.event, escapeHtml(lead.event ?? '')],
    [t.name, escapeHtml(lead.name)],
    [t.company, escapeHtml(lead.company)],
    [t.phone, escapeHtml(lead.phone)],
    [t.email, lead.email ? addressHtml(lead.email) : ''],
    [t.message, escapeHtml(lead.message)],
    [t.file, escapeHtml(file?.file_name ?? '')],
    [t.consent, consent],
    [t.marketingConsent, marketing],
    [t.status, escapeHtml(STATUS_NAMES[language][lead.status])],
    [t.tags, escapeHtml(tags.join(', '))],
    [t.note, escapeHtml(lead.note)],
    [t.reminder, escapeHtml(israelLongDate(language, lead.remind_at))],
  ];
  return rows.filter(([, html]) => html);
}

const sentMails = ({ mails }: HeldAbout['leads'][number]) => mails.filter((mail) => mail.status === 'sent');

function heldLead(t: VisitorRightsTexts, language: CardLanguage, business: string, held: HeldAbout['leads'][number]): string {
  const sent = sentMails(held)
    .map((mail) => `<li><bdi>${escapeHtml(israelLongDate(language, mail.settled_at ?? mail.created_at))}</bdi> · <bdi>${escapeHtml(mail.subject)}</bdi></li>`)
    .join('');
  const rows = heldRows(t, language, business, held).map(([label, html]) => `<dt>${escapeHtml(label)}</dt><dd dir="auto">${html}</dd>`);
  return `<section><dl>${rows.join('')}</dl>${sent ? `<p><strong>${escapeHtml(t.mails)}</strong></p><ul>${sent}</ul>` : ''}</section>`;
}

/** The visitor's details page at `token`, the way back from its confirmation. */
const detailsHref = (token: string) => `${VISITOR_PATHS.details}?token=${encodeURIComponent(token)}`;

/**
 * What an owner holds about the address, with the button that asks to delete it all. Without script the question is
 * a page of its own (`?step=delete`), which a GET only shows: a tap here deletes nothing.
 */
export function detailsPage(language: CardLanguage, email: string, held: HeldAbout, token: string): string {
  const t = VISITOR_RIGHTS_TEXTS[language];
  const values = { business: held.business, email };
  if (held.leads.length === 0) return page(language, t.detailsTitle, say(t.nothingHeld, values));
  return page(
    language,
    t.detailsTitle,
    say(t.detailsIntro, values) +
      held.leads.map((lead) => heldLead(t, language, held.business, lead)).join('') +
      (held.refusedAt ? say(t.refusedMail, { date: israelLongDate(language, held.refusedAt) }) : '') +
      `<form method="get" action="${VISITOR_PATHS.details}"><input type="hidden" name="token" value="${escapeHtml(token)}"><p class="note">${withValues(t.deleteNote, values)}</p><button class="danger" type="submit" name="step" value="delete">${escapeHtml(t.delete)}</button></form>`,
  );
}

/**
 * The question before the deletion: each held lead (its card and day) with what it holds, and that the business is
 * told; its button deletes (the POST), its link goes back to the details and keeps them.
 */
export function confirmDeletionPage(language: CardLanguage, email: string, held: HeldAbout, token: string): string {
  const t = VISITOR_RIGHTS_TEXTS[language];
  const values = { business: held.business, email };
  const list = new Intl.ListFormat(INTL_LOCALES[language], { type: 'conjunction' });
  const items = held.leads.map((lead) => {
    // The card and day name the lead; a consent never given is nothing held.
    const what = heldRows(t, language, held.business, lead)
      .filter(([label, html]) => label !== t.card && label !== t.date && html !== escapeHtml(t.none))
      .map(([label]) => label);
    if (sentMails(lead).length > 0) what.push(t.mails);
    return `<li><bdi>${escapeHtml(lead.lead.card_name)}</bdi> · <bdi>${escapeHtml(israelLongDate(language, lead.lead.created_at))}</bdi>: ${escapeHtml(list.format(what))}</li>`;
  });
  return page(
    language,
    t.confirmTitle,
    say(t.confirmIntro, values) +
      `<ul>${items.join('')}</ul>` +
      say(t.confirmTold, values) +
      `<form method="post" action="${VISITOR_PATHS.details}" class="choice"><input type="hidden" name="token" value="${escapeHtml(token)}"><button class="danger" type="submit" name="action" value="delete">${escapeHtml(t.confirmDelete)}</button><a href="${escapeHtml(detailsHref(token))}">${escapeHtml(t.keep)}</a></form>`,
  );
}

/** A page that only says one thing (deleted, link sent, link broken, refused, too many). */
export function notePage(language: CardLanguage, title: keyof VisitorRightsTexts, text: keyof VisitorRightsTexts, values: Record<string, string> = {}): string {
  const t = VISITOR_RIGHTS_TEXTS[language];
  return page(language, t[title], say(t[text], values));
}

/** A link to the details that has expired: it still names the address, which a button mails a fresh one. */
export function expiredPage(language: CardLanguage, email: string, token: string): string {
  const t = VISITOR_RIGHTS_TEXTS[language];
  return page(
    language,
    t.detailsTitle,
    say(t.expiredLink, { email }) +
      `<form method="post" action="${VISITOR_PATHS.details}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" name="action" value="renew">${escapeHtml(t.renewSubmit)}</button></form>`,
  );
}

/**
 * A form that asks for an address to mail a link to. With `refused`, the address as typed that is no address: kept
 * in the field, with the card form's own words for that mistake. The browser does not check it first (`novalidate`):
 * its bubble speaks the browser's language, and the server's answer the card's.
 */
function addressForm(language: CardLanguage, action: string, hidden: string, submit: string, refused?: string): string {
  const t = VISITOR_RIGHTS_TEXTS[language];
  const error = refused === undefined ? '' : `<p id="email-error" class="error">${escapeHtml(LEAD_FORM_TEXTS[language].emailInvalid)}</p>`;
  const typed = refused === undefined ? '' : ` value="${escapeHtml(refused)}" aria-invalid="true" aria-describedby="email-error"`;
  return `<form method="post" action="${action}" novalidate>${hidden}<label for="email">${escapeHtml(t.email)}</label>${error}<input id="email" name="email" type="email" autocomplete="email" dir="ltr" required maxlength="254"${typed}><button type="submit">${escapeHtml(submit)}</button></form>`;
}

/** The form a card's footer links to: an address, mailed a link to its details at the card's owner. */
export function askPage(language: CardLanguage, business: string, slug: string, refused?: string): string {
  const t = VISITOR_RIGHTS_TEXTS[language];
  // The language goes with the card: the mail asked for speaks the version the visitor read.
  const card = `<input type="hidden" name="card" value="${escapeHtml(slug)}"><input type="hidden" name="${LANGUAGE_PARAMETER}" value="${language}">`;
  return page(language, t.askTitle, say(t.askIntro, { business }) + addressForm(language, `${VISITOR_PATHS.details}/request`, card, t.askSubmit, refused));
}

/**
 * A refusal link that proves nothing (cut by a mail program, mistyped): the way to refuse is a fresh link, mailed to
 * the address typed from every owner who holds it.
 */
export function brokenRefusePage(language: CardLanguage, refused?: string): string {
  const t = VISITOR_RIGHTS_TEXTS[language];
  return page(language, t.refuseTitle, say(t.brokenRefuseLink) + addressForm(language, `${VISITOR_PATHS.refuse}/request`, '', t.refuseAskSubmit, refused));
}

/** The refusal's page: a button that refuses (the mail's one-click POST refuses without it). */
export function refusePage(language: CardLanguage, business: string, email: string, token: string): string {
  const t = VISITOR_RIGHTS_TEXTS[language];
  return page(
    language,
    t.refuseTitle,
    say(t.refuseIntro, { business, email }) +
      `<form method="post" action="${VISITOR_PATHS.refuse}?token=${encodeURIComponent(token)}"><button type="submit">${escapeHtml(t.refuseButton)}</button></form>`,
  );
}
