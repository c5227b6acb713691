import type { ReactNode } from 'react';
import { STATUS_MESSAGES } from '../contract/errors';
import { collectingBusiness, HONEYPOT_FIELD, LEAD_CONSENT_TEXT, LEAD_MESSAGES, MARKETING_CONSENT_TEXT } from '../contract/leads';
import type { PublicProfile } from '../contract/profiles';
import { VISITOR_FILE_ACCEPT, VISITOR_FILE_LIMITS, VISITOR_FILE_MESSAGES } from '../contract/visitor-files';
import { LANGUAGE_PARAMETER, type CardLanguage } from '../contract/card-languages';
import { mailtoHref, telHref } from './links';
import { languageLink } from './in-language';

const MAX_FILE_MB = VISITOR_FILE_LIMITS.maxBytes / 1024 / 1024;

/** Texts of the lead form, in the card's own language. */
export const LEAD_FORM_TEXTS = {
  he: {
    title: 'השאירו פרטים',
    intro: 'רוצים שיחזרו אליכם? השאירו פרטים ובעל הכרטיס ייצור קשר.',
    name: 'שם',
    phone: 'טלפון',
    email: 'מייל',
    contactHint: 'מספיק טלפון או מייל',
    message: 'הודעה (לא חובה)',
    file: 'צירוף תמונה או PDF (לא חובה)',
    fileHint: `עד ${MAX_FILE_MB}MB`,
    fileChoose: 'בחירת קובץ',
    fileRemove: 'הסרת הקובץ',
    privacy: 'מדיניות הפרטיות',
    submit: 'שליחת הפרטים',
    sent: LEAD_MESSAGES.sent,
    sentWithCard: 'תודה! הפרטים נשלחו, ובעל הכרטיס יחזור אליכם בהקדם. הכרטיס בדרך אליכם במייל.',
    queued: 'אין כרגע חיבור לאינטרנט. הפרטים נשמרו במכשיר ויישלחו לבעל הכרטיס אוטומטית כשהחיבור יחזור.',
    invalid: 'הפרטים לא נשלחו: יש למלא שם וטלפון או מייל תקינים, ולאשר את יצירת הקשר.',
    limited: STATUS_MESSAGES[429]!,
    tooLarge: STATUS_MESSAGES[413]!,
    fileRefused: VISITOR_FILE_MESSAGES.refused,
    fileLimit: VISITOR_FILE_MESSAGES.dailyLimit,
    failed: 'השליחה נכשלה. בדקו את החיבור לאינטרנט ונסו שוב.',
    honeypot: 'אין למלא שדה זה',
    consent: LEAD_CONSENT_TEXT.he,
    nameRequired: LEAD_MESSAGES.nameRequired,
    tooLong: LEAD_MESSAGES.tooLong,
    phoneInvalid: LEAD_MESSAGES.phone,
    emailInvalid: LEAD_MESSAGES.email,
    contactRequired: LEAD_MESSAGES.contactRequired,
    consentRequired: LEAD_MESSAGES.consentRequired,
    getCard: 'רוצים את הכרטיס?',
    sendCard: 'שלחו לי את הכרטיס במייל (צריך כתובת מייל)',
    byWhatsapp: 'לשליחה לעצמי בוואטסאפ',
    bySms: 'לשליחה לעצמי ב‑SMS',
    notice: 'הפרטים נשמרים אצל {business} כדי לחזור אליכם בנוגע לפנייה.',
    contact: 'ליצירת קשר',
    myDetails: 'מה שמור עליי?',
    cardLimit: LEAD_MESSAGES.cardMailLimit,
    sendCardNeedsEmail: LEAD_MESSAGES.sendCardNeedsEmail,
    demoNote: 'זהו כרטיס הדגמה: אפשר לנסות את הטופס, אבל פרטים שנשלחים כאן לא נשמרים ולא מגיעים לאף אחד.',
    demoSent: 'תודה שניסיתם! זהו כרטיס הדגמה, ולכן הפרטים לא נשמרו ולא נשלחו לאף אחד.',
  },
  ar: {
    title: 'اترك بياناتك',
    intro: 'هل تريد أن يتصل بك صاحب البطاقة؟ اترك بياناتك وسيتواصل معك.',
    name: 'الاسم',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    contactHint: 'يكفي رقم هاتف أو بريد إلكتروني',
    message: 'رسالة (اختياري)',
    file: 'إرفاق صورة أو ملف PDF (اختياري)',
    fileHint: `حتى ${MAX_FILE_MB} ميغابايت`,
    fileChoose: 'اختيار ملف',
    fileRemove: 'إزالة الملف',
    privacy: 'سياسة الخصوصية',
    submit: 'إرسال البيانات',
    sent: 'شكرًا! تم إرسال بياناتك، وسيتواصل معك صاحب البطاقة قريبًا.',
    sentWithCard: 'شكرًا! تم إرسال بياناتك، وسيتواصل معك صاحب البطاقة قريبًا. البطاقة في طريقها إلى بريدك الإلكتروني.',
    queued: 'لا يوجد اتصال بالإنترنت حاليًا. حُفظت بياناتك على هذا الجهاز وستُرسَل إلى صاحب البطاقة تلقائيًا عند عودة الاتصال.',
    invalid: 'لم تُرسَل البيانات: أدخل الاسم ورقم هاتف أو بريدًا إلكترونيًا صحيحًا، ووافق على التواصل.',
    limited: 'طلبات كثيرة جدًا، حاول مرة أخرى بعد بضع دقائق.',
    tooLarge: 'الملف المرفوع كبير جدًا.',
    fileRefused: 'يمكن إرفاق صورة (JPEG أو PNG أو WebP) أو ملف PDF فقط.',
    fileLimit: 'وصلت إلى الحد الأقصى من الملفات التي يمكن إرسالها اليوم. أرسل بياناتك بدون ملف، أو حاول مجددًا غدًا.',
    failed: 'تعذّر الإرسال. تحقّق من اتصالك بالإنترنت وحاول مرة أخرى.',
    honeypot: 'اترك هذا الحقل فارغًا',
    consent: LEAD_CONSENT_TEXT.ar,
    nameRequired: 'يجب إدخال الاسم',
    tooLong: 'النص طويل جدًا',
    phoneInvalid: 'رقم الهاتف غير صحيح',
    emailInvalid: 'عنوان البريد الإلكتروني غير صحيح',
    contactRequired: 'أدخل رقم هاتف أو بريدًا إلكترونيًا ليتمكّن صاحب البطاقة من الرد عليك',
    consentRequired: 'يجب الموافقة على التواصل لإرسال البيانات',
    getCard: 'تريد البطاقة؟',
    sendCard: 'أرسلوا لي البطاقة بالبريد الإلكتروني (يلزم بريد إلكتروني)',
    byWhatsapp: 'إرسالها لنفسي عبر واتساب',
    bySms: 'إرسالها لنفسي عبر SMS',
    notice: 'تُحفظ البيانات لدى {business} للرد على طلبك.',
    contact: 'للتواصل',
    myDetails: 'ما المحفوظ عني؟',
    cardLimit: 'أُرسلت البطاقة إلى هذا العنوان عدة مرات اليوم. يمكنك حفظها بزر «حفظ جهة الاتصال».',
    sendCardNeedsEmail: 'لتلقي البطاقة بالبريد الإلكتروني أدخل عنوان بريد إلكتروني',
    demoNote: 'هذه بطاقة تجريبية: يمكنك تجربة النموذج، لكن البيانات المرسلة هنا لا تُحفظ ولا تصل إلى أحد.',
    demoSent: 'شكرًا على التجربة! هذه بطاقة تجريبية، لذا لم تُحفظ بياناتك ولم تُرسَل إلى أحد.',
  },
  ru: {
    title: 'Оставьте контакты',
    intro: 'Хотите, чтобы вам перезвонили? Оставьте свои данные, и владелец визитки свяжется с вами.',
    name: 'Имя',
    phone: 'Телефон',
    email: 'Эл. почта',
    contactHint: 'Достаточно телефона или эл. почты',
    message: 'Сообщение (необязательно)',
    file: 'Прикрепить фото или PDF (необязательно)',
    fileHint: `До ${MAX_FILE_MB} МБ`,
    fileChoose: 'Выбрать файл',
    fileRemove: 'Убрать файл',
    privacy: 'Политика конфиденциальности',
    submit: 'Отправить',
    sent: 'Спасибо! Ваши данные отправлены, владелец визитки скоро свяжется с вами.',
    sentWithCard: 'Спасибо! Ваши данные отправлены, владелец визитки скоро свяжется с вами. Визитка скоро придёт вам на почту.',
    queued: 'Сейчас нет подключения к интернету. Ваши данные сохранены на этом устройстве и будут автоматически отправлены владельцу визитки, когда связь восстановится.',
    invalid: 'Данные не отправлены: укажите имя и верный телефон или адрес эл. почты и подтвердите согласие на связь.',
    limited: 'Слишком много запросов. Попробуйте снова через несколько минут.',
    tooLarge: 'Загруженный файл слишком большой.',
    fileRefused: 'Можно прикрепить только фото (JPEG, PNG, WebP) или PDF.',
    fileLimit: 'На сегодня вы отправили максимум файлов. Отправьте данные без файла или попробуйте завтра.',
    failed: 'Не удалось отправить. Проверьте подключение к интернету и попробуйте снова.',
    honeypot: 'Оставьте это поле пустым',
    consent: LEAD_CONSENT_TEXT.ru,
    nameRequired: 'Укажите имя',
    tooLong: 'Слишком длинный текст',
    phoneInvalid: 'Неверный номер телефона',
    emailInvalid: 'Неверный адрес эл. почты',
    contactRequired: 'Укажите телефон или эл. почту, чтобы с вами могли связаться',
    consentRequired: 'Подтвердите согласие на связь, чтобы отправить данные',
    getCard: 'Хотите визитку?',
    sendCard: 'Пришлите мне визитку по эл. почте (нужен адрес)',
    byWhatsapp: 'Отправить себе в WhatsApp',
    bySms: 'Отправить себе по SMS',
    notice: 'Ваши данные хранит {business}, чтобы ответить на ваше обращение.',
    contact: 'Связаться',
    myDetails: 'Что обо мне хранится?',
    cardLimit: 'Визитка уже несколько раз отправлялась на этот адрес сегодня. Сохраните её кнопкой «Сохранить контакт».',
    sendCardNeedsEmail: 'Чтобы получить визитку по почте, укажите адрес эл. почты',
    demoNote: 'Это демо-визитка: форму можно попробовать, но отправленные здесь данные не сохраняются и никому не приходят.',
    demoSent: 'Спасибо, что попробовали! Это демо-визитка, поэтому ваши данные не сохранены и никому не отправлены.',
  },
  en: {
    title: 'Leave your details',
    intro: 'Want a call back? Leave your details and the card owner will get in touch.',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    contactHint: 'A phone or an email is enough',
    message: 'Message (optional)',
    file: 'Attach a photo or PDF (optional)',
    fileHint: `Up to ${MAX_FILE_MB} MB`,
    fileChoose: 'Choose a file',
    fileRemove: 'Remove the file',
    privacy: 'Privacy policy',
    submit: 'Send my details',
    sent: 'Thank you! Your details were sent and the card owner will get back to you soon.',
    sentWithCard: 'Thank you! Your details were sent and the card owner will get back to you soon. The card is on its way to your inbox.',
    queued: 'You are offline. Your details are saved on this device and will be sent to the card owner automatically when the connection returns.',
    invalid: 'Not sent: enter a name and a valid phone or email, and check the consent box.',
    limited: 'Too many requests. Try again in a few minutes.',
    tooLarge: 'The uploaded file is too large.',
    fileRefused: 'You can attach only a photo (JPEG, PNG, WebP) or a PDF.',
    fileLimit: 'You have reached today’s file limit. Send your details without a file, or try again tomorrow.',
    failed: 'Sending failed. Check your connection and try again.',
    honeypot: 'Leave this field empty',
    consent: LEAD_CONSENT_TEXT.en,
    nameRequired: 'Enter your name',
    tooLong: 'The text is too long',
    phoneInvalid: 'This phone number is not valid',
    emailInvalid: 'This email address is not valid',
    contactRequired: 'Enter a phone number or an email address so the card owner can reach you',
    consentRequired: 'Check the consent box to send your details',
    getCard: 'Want the card?',
    sendCard: 'Email me this card (needs an email address)',
    byWhatsapp: 'Send it to myself on WhatsApp',
    bySms: 'Send it to myself by SMS',
    notice: 'Your details are kept by {business} to get back to you about your inquiry.',
    contact: 'Contact',
    myDetails: 'What do you hold about me?',
    cardLimit: 'The card was already sent to this address several times today. You can save it with the "Save contact" button.',
    sendCardNeedsEmail: 'Enter an email address to get the card by email',
    demoNote: 'This is a demo card: try the form freely, but details sent here are not kept and reach no one.',
    demoSent: 'Thanks for trying! This is a demo card, so your details were not kept or sent to anyone.',
  },
} as const satisfies Record<CardLanguage, Record<string, string>>;

/**
 * The texts of the server's answers the form can show (its messages are Hebrew, the catalogue's): the Hebrew table
 * holds them word for word, and the other languages say the same under the same key.
 */
export const SERVER_MESSAGE_KEYS = [
  'nameRequired', 'tooLong', 'phoneInvalid', 'emailInvalid', 'contactRequired', 'consentRequired', 'limited', 'tooLarge', 'fileRefused', 'fileLimit', 'cardLimit',
  'sendCardNeedsEmail',
] as const satisfies readonly (keyof (typeof LEAD_FORM_TEXTS)['he'])[];

/** The server's Hebrew messages and what it answers a card's form in another language instead (none for a Hebrew card). */
export function serverMessagesIn(language: CardLanguage): Record<string, string> | undefined {
  if (language === 'he') return undefined;
  const t = LEAD_FORM_TEXTS[language];
  return Object.fromEntries(SERVER_MESSAGE_KEYS.map((key) => [LEAD_FORM_TEXTS.he[key], t[key]]));
}

/**
 * A text of the form with the business that collects the details named in it, kept in its own direction (<bdi>): "Acme
 * Ltd." in an Arabic or Hebrew sentence would otherwise show its full stop before its name.
 */
export function namingBusiness(text: string, business: string): ReactNode[] {
  return text.split('{business}').flatMap((part, index) => (index === 0 ? [part] : [<bdi key={index}>{business}</bdi>, part]));
}

/** The separate marketing consent's label, naming the business (stored with the lead as its plain text). */
export const marketingConsentLabel = (language: CardLanguage, business: string) => namingBusiness(MARKETING_CONSENT_TEXT[language]('{business}'), business);

/** The address a lead is posted to: JSON from the page's script, or a plain form post without it. */
export const leadFormAction = (slug: string) => `/api/public/profiles/${encodeURIComponent(slug)}/leads`;

function Field({ name, label, hint, children }: { name: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="kc-lead-field">
      <label htmlFor={`kc-lead-${name}`}>{label}</label>
      {hint && (
        <span className="kc-lead-hint" id={`kc-lead-${name}-hint`}>
          {hint}
        </span>
      )}
      {children}
      <span className="kc-lead-error" id={`kc-lead-${name}-error`} data-kc-lead-error={name} />
    </div>
  );
}

/** The notes of a refused plain form post, by the fragment the server redirects to. */
const PROBLEM_NOTES = [
  ['invalid', 'invalid'],
  ['limited', 'limited'],
  ['too-large', 'tooLarge'],
  ['file', 'fileRefused'],
  ['file-limit', 'fileLimit'],
  ['card-limit', 'cardLimit'],
] as const;

/** A page of the site (the privacy policy, the home page) in the card's language: the site speaks all four, Hebrew by default. */
export function sitePageFor(path: string, language: CardLanguage): string {
  return language === 'he' ? path : `${path}?${LANGUAGE_PARAMETER}=${language}`;
}

/**
 * The "leave your details" form of a public card, with an optional photo or PDF. Without JavaScript it posts
 * (multipart, so the file goes too) and the server redirects back to `#lead-sent` (`#lead-sent-card`, which also says
 * the card is on its way, when the visitor asked for it by mail) or the fragment of what went wrong, which CSS
 * `:target` reveals (the page stays one cached document); with JavaScript, app/card-island/lead-form.ts sends it inline.
 */
export function LeadForm({
  profile,
  cardUrl,
  demo = false,
}: {
  profile: Pick<PublicProfile, 'slug' | 'language' | 'company' | 'displayName' | 'items' | 'translations'>;
  cardUrl: string;
  /** The shared demo account's card: the server keeps nothing sent here, so the form says so before and after. */
  demo?: boolean;
}) {
  const t = LEAD_FORM_TEXTS[profile.language] ?? LEAD_FORM_TEXTS.he;
  const business = collectingBusiness(profile);
  const contact = contactHref(profile.items);
  // Nothing is kept, mailed or passed on from the demo: one thanks for every way of sending, offline included.
  const [sent, sentWithCard, queued] = demo ? [t.demoSent, t.demoSent, t.demoSent] : [t.sent, t.sentWithCard, t.queued];
  return (
    <section className="kc-lead" id="lead" aria-labelledby="kc-lead-title">
      <h2 className="kc-subtitle" id="kc-lead-title">
        {t.title}
      </h2>
      <p className={demo ? 'kc-lead-intro kc-lead-intro--demo' : 'kc-lead-intro'}>{demo ? t.demoNote : t.intro}</p>
      <p className="kc-lead-note kc-lead-note--sent" id="lead-sent" role="status" tabIndex={-1} data-queued={queued}>
        {sent}
      </p>
      <p className="kc-lead-note kc-lead-note--sent" id="lead-sent-card" role="status" tabIndex={-1} data-queued={queued}>
        {sentWithCard}
      </p>
      {PROBLEM_NOTES.map(([outcome, text]) => (
        <p key={outcome} className="kc-lead-note kc-lead-note--problem" id={`lead-${outcome}`} tabIndex={-1}>
          {t[text]}
        </p>
      ))}
      <form
        className="kc-lead-form"
        method="post"
        encType="multipart/form-data"
        action={languageLink(leadFormAction(profile.slug), profile, profile.language)}
        data-kc-lead=""
        data-failed={t.failed}
      >
        <Field name="name" label={t.name}>
          <input id="kc-lead-name" name="name" type="text" autoComplete="name" maxLength={80} dir="auto" required data-invalid={t.nameRequired} />
        </Field>
        <Field name="phone" label={t.phone} hint={t.contactHint}>
          <input id="kc-lead-phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={30} dir="ltr" aria-describedby="kc-lead-phone-hint" />
        </Field>
        <Field name="email" label={t.email}>
          <input id="kc-lead-email" name="email" type="email" autoComplete="email" maxLength={254} dir="ltr" aria-describedby="kc-lead-phone-hint" data-invalid={t.emailInvalid} />
        </Field>
        <Field name="message" label={t.message}>
          <textarea id="kc-lead-message" name="message" rows={3} maxLength={2000} dir="auto" />
        </Field>
        <Field name="file" label={t.file} hint={t.fileHint}>
          {/* The browser's own file field speaks the browser's language: this one speaks the card's. The input stays
              in the form and takes the focus; its button is a label for it, and the script shows the chosen name. */}
          <span className="kc-file" data-kc-file="">
            <input
              id="kc-lead-file"
              className="kc-file-input"
              name="file"
              type="file"
              accept={VISITOR_FILE_ACCEPT}
              aria-describedby="kc-lead-file-hint"
              data-max-bytes={VISITOR_FILE_LIMITS.maxBytes}
              data-too-large={t.tooLarge}
            />
            <label htmlFor="kc-lead-file" className="kc-btn kc-file-button" aria-hidden="true">
              {t.fileChoose}
            </label>
            <span className="kc-file-name" dir="auto" />
            <button type="button" className="kc-btn kc-file-remove" hidden>
              {t.fileRemove}
            </button>
          </span>
        </Field>
        <div className="kc-lead-hp" aria-hidden="true">
          <label htmlFor="kc-lead-hp">{t.honeypot}</label>
          <input id="kc-lead-hp" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <input type="hidden" name="idempotencyKey" defaultValue="" />
        <fieldset className="kc-lead-card">
          <legend>{t.getCard}</legend>
          <div className="kc-lead-consent">
            <input id="kc-lead-send-card" name="sendCard" type="checkbox" value="on" />
            <label htmlFor="kc-lead-send-card">{t.sendCard}</label>
          </div>
          <p className="kc-lead-share">
            <a href={`https://wa.me/?text=${encodeURIComponent(cardUrl)}`} target="_blank" rel="noopener">
              {t.byWhatsapp}
            </a>
            <a href={`sms:?&body=${encodeURIComponent(cardUrl)}`}>{t.bySms}</a>
          </p>
        </fieldset>
        <div className="kc-lead-consent">
          <input id="kc-lead-consent" name="consent" type="checkbox" value="on" required data-invalid={t.consentRequired} />
          <label htmlFor="kc-lead-consent">
            {t.consent}{' '}
            <a href={sitePageFor('/privacy', profile.language)} target="_blank" rel="noopener">
              {t.privacy}
            </a>
          </label>
          <span className="kc-lead-error" id="kc-lead-consent-error" data-kc-lead-error="consent" />
        </div>
        <div className="kc-lead-consent">
          <input id="kc-lead-marketing" name="marketingConsent" type="checkbox" value="on" />
          <label htmlFor="kc-lead-marketing">{marketingConsentLabel(profile.language, business)}</label>
        </div>
        {!demo && (
          <p className="kc-lead-hint">
            {namingBusiness(t.notice, business)}{' '}
            {contact && <a href={contact}>{t.contact}</a>}
          </p>
        )}
        <p className="kc-lead-failure" role="alert" data-kc-lead-failure="" />
        <button className="kc-btn kc-btn--main" type="submit">
          {t.submit}
        </button>
      </form>
    </section>
  );
}

/** How the form's notice reaches the business: the card's first email, else its first phone. */
function contactHref(items: PublicProfile['items']): string | undefined {
  const enabled = items.filter((item) => item.enabled);
  const email = enabled.find((item) => item.kind === 'email');
  if (email?.kind === 'email') return mailtoHref(email.value);
  const phone = enabled.find((item) => item.kind === 'phone');
  return phone?.kind === 'phone' ? telHref(phone.value) : undefined;
}
