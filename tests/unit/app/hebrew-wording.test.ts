import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAIL_TEXTS } from '../../../api/mail/texts';
import { STATS_CSV_TEXTS } from '../../../api/stats/csv';
import { helpTopicsHe } from '../../../app/features/info/help/help-content.he';
import { NETWORK_ERROR_MESSAGE, SERVER_MESSAGES, STATUS_MESSAGES } from '../../../shared/contract/errors';
import { INVITATION_TEXTS } from '../../../shared/contract/invitation-texts';
import { LEAD_SOURCE_LABELS_HE } from '../../../shared/contract/leads';
import { ORGANISATION_MESSAGES } from '../../../shared/contract/organisations';
import { PROFILE_MESSAGES } from '../../../shared/contract/profiles';
import { SEATS_FULL_MESSAGE } from '../../../shared/contract/team-seats';
import { he } from '../../../shared/i18n/he';
import { heCore } from '../../../shared/i18n/he-core';
import { sourceFiles } from '../../helpers/source-files';

const strings = (table: Record<string, unknown>) => Object.values(table).filter((value): value is string => typeof value === 'string');

const hebrewMail = MAIL_TEXTS.he;
const invitation = hebrewMail.invitation({ inviterName: 'דנה', organisationName: 'Blue Studio', days: 7 });

/** What the app, its server and its mails say in Hebrew. */
const ALL = [
  ...strings({ ...heCore, ...he }),
  ...strings(ORGANISATION_MESSAGES),
  ...strings(INVITATION_TEXTS),
  ...strings(STATUS_MESSAGES),
  ...strings(SERVER_MESSAGES),
  ...strings(PROFILE_MESSAGES),
  NETWORK_ERROR_MESSAGE,
  SEATS_FULL_MESSAGE,
  invitation.subject,
  invitation.ask,
  invitation.linkLabel,
  hebrewMail.invitationPointer({ organisationName: 'Blue Studio' }),
  hebrewMail.passwordChanged({ name: 'דנה', way: 'settings' }).ask,
];

/**
 * A Hebrew letter joined by a plain hyphen to a Latin word, a number, a sign («₪», «/») or a value put in later (a date,
 * a count): a line may break after the hyphen and leave «ב-» alone at its end. The product specification writes none of
 * its fixed texts this way, so nothing is let through.
 */
const BREAKABLE_PREFIX = /[\u05D0-\u05EA]-(?=[^\s\u0590-\u05FF])/;

/** The lines of the sourceFiles with Hebrew in them, as `file: line`, comments (which may quote an old form) and other languages' files left out. */
const hebrewLines = () =>
  ['api', 'app', 'shared']
    .flatMap(sourceFiles)
    .filter((file) => !/[./-](en|ar|ru)(-core|-server)?\.tsx?$/.test(file))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line) && /[\u05D0-\u05EA]/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );

/** The Hebrew texts of those lines: their quoted strings, or the whole line inside a text of several lines. */
const hebrewTexts = () =>
  hebrewLines().flatMap((line) => {
    const quoted = line.match(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g);
    return (quoted ?? [line]).map((text) => text.replace(/^['"`]|['"`]$/g, '')).filter((text) => /[\u05D0-\u05EA]/.test(text));
  });

/**
 * Two numbers joined by an en or em dash: in a right-to-left line the dash takes the line's direction and the range is
 * drawn backwards («5–3 ימי עסקים», opening hours «19:00–07:00»). A hyphen between digits keeps them one left-to-right run.
 */
const NUMBER_RANGE_WITH_DASH = /\d\s?[–—]\s?\d/;

/**
 * Latin words joined by a comma alone («CRM, Zapier, Make»): in a right-to-left line they make one left-to-right run,
 * and where a line ends inside it the comma is drawn on the far side of its word («עם ,Google») and the names read
 * backwards from the edge; a Hebrew word between them (or one name) keeps each in its place.
 */
const LATIN_LIST = /[A-Za-z], ?[A-Za-z]/;

/** A query parameter's codes, answered only to an address typed by hand and shown on no page. */
const LATIN_LIST_ALLOWED = ['השפה של הקובץ היא he, ar, ru או en', 'שפת הרקע היא he, ar, ru או en'];

/** The product specification's own words, kept as it writes them (the singular «נסה», «התחבר»). */
const SPEC_FIXED = new Set([heCore['auth.expired.text'], heCore['auth.loginErrorText'], heCore['auth.registerErrorText'], heCore['auth.logoutErrorText']]);

describe('Hebrew wording', () => {
  it('calls a team «צוות» everywhere, as its page and menu do, never «ארגון»', () => {
    expect(ALL.filter((text) => text.includes('ארגון'))).toEqual([]);
    expect(he['team.create']).toBe('יצירת צוות');
    expect(invitation.subject).toBe('הזמנה להצטרף לצוות "Blue Studio" בכרטיס');
  });

  it('asks the owner in the plural, as the rest of the app does, outside the specification’s fixed texts', () => {
    const singular = /(^|[^\u05D0-\u05EA])(נסה|בדוק|התחבר שוב|ברוך הבא|העתק ללוח|הגעת למספר)(?![\u05D0-\u05EA])/;
    expect(ALL.filter((text) => !SPEC_FIXED.has(text) && singular.test(text))).toEqual([]);
    expect(ALL.filter((text) => text.includes('את/ה') && !text.includes('אתם'))).toEqual([]);
    expect(NETWORK_ERROR_MESSAGE).toBe('בעיה בחיבור לאינטרנט, בדקו את החיבור ונסו שוב');
  });

  it('writes gershayim as «״», like the geresh «׳», and «הכול» in full', () => {
    expect(ALL.filter((text) => /[\u05D0-\u05EA]"[\u05D0-\u05EA]/.test(text))).toEqual([]);
    expect(ALL.filter((text) => /(^|[^\u05D0-\u05EA])הכל(?![\u05D0-\u05EA])/.test(text))).toEqual([]);
    expect(he['billing.total']).toBe('סה״כ לתשלום');
  });

  it('joins a range of numbers or hours with a hyphen, which a right-to-left line keeps in order («3-5 ימי עסקים», «07:00-19:00»)', () => {
    expect(hebrewTexts().filter((text) => NUMBER_RANGE_WITH_DASH.test(text))).toEqual([]);
    expect(he['billing.delivery']).toBe('משלוח תוך 3-5 ימי עסקים.');
    expect(he['eventMode.pin']).toBe('קוד יציאה (4-8 ספרות)');
  });

  it('says «לא נמצא» and «לא תקינה» in plain words, not the English «resource» and «format»', () => {
    expect(ALL.filter((text) => /משאב|בפורמט הבקשה/.test(text))).toEqual([]);
  });

  it('names a lead from a card the owner sent the same way in the export as on the leads page', () => {
    expect(LEAD_SOURCE_LABELS_HE.shared).toBe(he['leads.source.shared']);
  });

  it('names the team’s leads «לידים», as the Leads page a member is sent to does', () => {
    expect(he['team.leads']).toBe(heCore['page.leads']);
    expect(he['team.memberIntro']).toContain(`בעמוד ה${heCore['page.leads']}`);
    expect([he['team.leadsTitle'], he['team.exportCsv'], he['dashboard.teamText']].filter((text) => text.includes('פניות'))).toEqual([]);
  });

  it('names the app’s own pages as they are called: «עמוד צור קשר», «הגדרות החשבון»', () => {
    expect(heCore['auth.forgotAction']).toBe(he['support.contactPage']);
    expect(heCore['auth.forgotText']).toContain('עמוד צור קשר');
    expect(heCore['auth.googleLinkRequiredText']).toContain('בהגדרות החשבון');
  });

  it('says a due reminder and a file size as a Hebrew reader writes them', () => {
    expect(he['leads.reminder.due']).toBe('תזכורות שהגיע מועדן');
    expect(he['contact.fileHint']).toContain('{mb} MB');
    expect(he['leads.intro']).toMatch(/^כל מי שהשאיר פרטים בכרטיסים שלכם\. עדכנו/);
  });

  it('says what it is busy with in one voice, «we», with one ellipsis character', () => {
    const busy = strings({ ...heCore, ...he }).filter((text) => /(\.\.\.|…)( \{percent\}%)?$/.test(text));
    expect(busy.filter((text) => text.endsWith('...') || text.includes('... '))).toEqual([]);
    expect(busy.filter((text) => /^(טוען|שומר|שולח|מוסיף|מוחק|בודק|מכין|מתחבר|נרשם|מעלה)(?![\u05D0-\u05EA])/.test(text))).toEqual([]);
    expect(heCore['common.saving']).toBe('שומרים…');
  });

  it('keeps «ו» on the line of «webhooks» in the export’s text, as the landing page keeps «ב» with «Apple Wallet»', () => {
    expect(he['account.exportText']).toContain('ו\u2011webhooks');
    expect(he['account.exportText']).not.toContain('ו-webhooks');
  });

  it('keeps a one-letter prefix on the line of the Latin word or number it joins («ב‑SMS», «ה‑NFC», «ב‑{date}»)', () => {
    expect(hebrewLines().filter((line) => BREAKABLE_PREFIX.test(line))).toEqual([]);
    expect(he['sendCard.bySms']).toBe('שליחה ב\u2011SMS');
    expect(he['account.sessions.signedIn']).toBe('התחבר ב\u2011{date}');
  });

  it('calls a tap on the card «לחיצה» in the statistics, their explanations and their CSV alike, never «קליק»', () => {
    expect([...ALL, ...strings(STATS_CSV_TEXTS.he.titles)].filter((text) => text.includes('קליק'))).toEqual([]);
    expect(he['stats.clicks']).toBe('לחיצות');
    expect(STATS_CSV_TEXTS.he.titles.clicks).toBe(he['stats.clicks']);
    expect(he['stats.items.title']).toBe('לחיצות לפי פריט');
  });

  it('separates Latin names in a Hebrew sentence by Hebrew words, so that a line ending among them keeps their order', () => {
    expect(hebrewTexts().filter((text) => LATIN_LIST.test(text) && !LATIN_LIST_ALLOWED.includes(text))).toEqual([]);
    expect(he['webhooks.text']).toContain('(מערכת CRM, שרת משלכם או שירותים כמו Zapier ו\u2011Make)');
  });

  it('sends the owner to the button that shows the QR code', () => {
    const answer = helpTopicsHe.flatMap((topic) => topic.entries).find((entry) => entry.id === 'qr-where')!.answer.join(' ');
    expect(answer).toContain(`"${he['cards.title']}"`);
    expect(answer).toContain(`"${he['cards.qr']}"`);
  });
});
