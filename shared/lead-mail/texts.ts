import type { CardLanguage } from '../contract/card-languages';

/** What a mail to a lead says, in the card's language. `{…}` values are filled in by compose.ts. */
export const LEAD_MAIL_TEXTS = {
  he: {
    // Communications Law §30A: a marketing mail's subject starts with this word.
    advertising: 'פרסומת',
    cardSubject: 'הכרטיס של {owner}',
    cardBody: 'שלום {name},\n\nכפי שביקשתם, מצורף הכרטיס של {owner} כקובץ איש קשר: פתחו אותו כדי לשמור את הפרטים בטלפון. הכרטיס המלא כאן:\n{link}',
    sharedSubject: '{owner} שלח/ה לך כרטיס ביקור',
    sharedBody: 'שלום {name},\n\n{owner} שיתף/ה איתך את כרטיס הביקור הדיגיטלי. הוא מצורף כקובץ איש קשר, והכרטיס המלא כאן:\n{link}',
    followUpSubject: 'תודה שפנית, {name}',
    followUpBody: 'שלום {name},\n\nתודה שהשארת פרטים. אחזור אליך בהקדם.\n\n{owner}\n{link}',
    sender: 'נשלח מטעם {business}. ליצירת קשר: {contact}',
    details: 'מה שמור עליך אצל {business}, ומחיקתו: {url}',
    refuse: 'להסרה מכל דיוור של {business} בלחיצה אחת: {url}',
  },
  ar: {
    advertising: 'פרסומת | إعلان',
    cardSubject: 'بطاقة {owner}',
    cardBody: 'مرحبًا {name}،\n\nكما طلبت، مرفقة بطاقة {owner} كملف جهة اتصال: افتحه لحفظ البيانات في هاتفك. البطاقة الكاملة هنا:\n{link}',
    sharedSubject: '{owner} أرسل لك بطاقة عمل',
    sharedBody: 'مرحبًا {name}،\n\nشارك {owner} معك بطاقة العمل الرقمية. إنها مرفقة كملف جهة اتصال، والبطاقة الكاملة هنا:\n{link}',
    followUpSubject: 'شكرًا لتواصلك، {name}',
    followUpBody: 'مرحبًا {name}،\n\nشكرًا لترك بياناتك. سأعود إليك قريبًا.\n\n{owner}\n{link}',
    sender: 'أُرسلت نيابةً عن {business}. للتواصل: {contact}',
    details: 'ما يحتفظ به {business} عنك، وحذفه: {url}',
    refuse: 'لإلغاء الاشتراك في كل رسائل {business} بنقرة واحدة: {url}',
  },
  ru: {
    advertising: 'פרסומת | Реклама',
    cardSubject: 'Визитка: {owner}',
    cardBody: 'Здравствуйте, {name}!\n\nКак вы просили, {owner} отправляет вам визитку как файл контакта: откройте его, чтобы сохранить данные в телефоне. Полная визитка здесь:\n{link}',
    sharedSubject: '{owner} отправил(а) вам визитку',
    sharedBody: 'Здравствуйте, {name}!\n\n{owner} поделился(ась) с вами цифровой визиткой. Она приложена как файл контакта, а полная визитка здесь:\n{link}',
    followUpSubject: 'Спасибо за обращение, {name}',
    followUpBody: 'Здравствуйте, {name}!\n\nСпасибо, что оставили свои данные. Я скоро свяжусь с вами.\n\n{owner}\n{link}',
    sender: 'Отправитель: {business}. Связаться: {contact}',
    details: 'Какие данные о вас хранит {business} и как их удалить: {url}',
    refuse: 'Отписаться в один клик от всех писем, которые присылает {business}: {url}',
  },
  en: {
    advertising: 'פרסומת | Advertisement',
    cardSubject: "{owner}'s card",
    cardBody: 'Hello {name},\n\nAs you asked, {owner}\'s card is attached as a contact file: open it to save the details on your phone. The full card is here:\n{link}',
    sharedSubject: '{owner} sent you a business card',
    sharedBody: 'Hello {name},\n\n{owner} shared their digital business card with you. It is attached as a contact file, and the full card is here:\n{link}',
    followUpSubject: 'Thank you for getting in touch, {name}',
    followUpBody: 'Hello {name},\n\nThank you for leaving your details. I will get back to you soon.\n\n{owner}\n{link}',
    sender: 'Sent on behalf of {business}. Contact: {contact}',
    details: 'What {business} holds about you, and deleting it: {url}',
    refuse: 'Stop all emails from {business} with one click: {url}',
  },
} as const satisfies Record<CardLanguage, Record<string, string>>;

/** A visitor's name in each card language: the sample the owner's preview of a mail greets. */
export const SAMPLE_VISITOR_NAMES = { he: 'דנה', ar: 'رنا', ru: 'Анна', en: 'Dana' } as const satisfies Record<CardLanguage, string>;

/**
 * A word after a Hebrew one-letter prefix ("מ", "ב"): joined to a Hebrew word ("מכרמל"), after a non-breaking hyphen
 * (U+2011) otherwise ("מ‑Acme"), so that no line ends with the prefix alone.
 */
const hebrewPrefixed = (prefix: string, word: string) => (/^[\u0590-\u05FF]/.test(word) ? prefix + word : `${prefix}\u2011${word}`);

/**
 * The owner's personal reply to a lead (WhatsApp, SMS, mail), in the card's language: a greeting (by the lead's first
 * name when known), who writes and from which business, where they met, and an invitation to go on talking. No offer
 * and no claim: it answers the person's own enquiry, so it is no advertising (§30A). Worded without grammatical gender
 * (Hebrew, Arabic, Russian) and, in Russian, without a case ending on any name.
 */
export const LEAD_REPLY_TEXTS = {
  he: {
    greeting: (name: string) => (name ? `היי ${name},` : 'היי,'),
    intro: (owner: string, company: string) => `כאן ${owner}${company ? ` ${hebrewPrefixed('מ', company)}` : ''}.`,
    met: (event: string) => (event ? `שמחתי להכיר ${hebrewPrefixed('ב', event)}` : 'שמחתי להכיר'),
    next: 'אשמח להמשיך את השיחה. מתי נוח לך?',
  },
  ar: {
    greeting: (name: string) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    intro: (owner: string, company: string) => `معك ${owner}${company ? ` من ${company}` : ''}.`,
    met: (event: string) => (event ? `سعدتُ بالتعرّف عليك في ${event}` : 'سعدتُ بالتعرّف عليك'),
    next: 'يسعدني أن نكمل حديثنا. متى يناسبك؟',
  },
  ru: {
    greeting: (name: string) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    intro: (owner: string, company: string) => `Это ${owner}${company ? ` (${company})` : ''}.`,
    met: (event: string) => (event ? `Приятно было познакомиться на мероприятии «${event}»` : 'Приятно было познакомиться'),
    next: 'Давайте продолжим разговор. Когда вам удобно?',
  },
  en: {
    greeting: (name: string) => (name ? `Hi ${name},` : 'Hi,'),
    intro: (owner: string, company: string) => `this is ${owner}${company ? ` from ${company}` : ''}.`,
    met: (event: string) => (event ? `Great to meet you at ${event}` : 'Great to meet you'),
    next: "I'd be glad to continue our conversation. When would suit you?",
  },
} as const satisfies Record<CardLanguage, { greeting: (name: string) => string; intro: (owner: string, company: string) => string; met: (event: string) => string; next: string }>;
