import type { Locale } from '../../shared/contract/auth';
import { pluralText } from '../../shared/i18n/plural';

/** One mail's words in one language: its subject, its paragraphs (the link goes after the ask) and the link's label. */
export interface MailWords {
  subject: string;
  greeting: string;
  /** What happened, before the ask, when the mail needs it said first. */
  context?: string;
  /** What to do; the link follows it. */
  ask: string;
  /** The paragraphs after the link. */
  closing: readonly string[];
  linkLabel: string;
}

/** The morning digest's words; its lists of leads are filled in by the digest. */
export interface DigestWords {
  subject: (count: number) => string;
  hello: (name: string) => string;
  reminders: string;
  newLeads: string;
  open: string;
  stop: string;
  via: (card: string) => string;
}

/** Russian and Arabic name a number of things in the form the number takes ("48 часов", "ساعتان", "11 ساعة"). */
const ru = {
  hours: (n: number) => pluralText('ru', n, { one: '{count} час', few: '{count} часа', many: '{count} часов', other: '{count} часа' }),
  days: (n: number) => pluralText('ru', n, { one: '{count} день', few: '{count} дня', many: '{count} дней', other: '{count} дня' }),
  minutes: (n: number) => pluralText('ru', n, { one: '{count} минуту', few: '{count} минуты', many: '{count} минут', other: '{count} минуты' }),
  leads: (n: number) => pluralText('ru', n, { one: '{count} лид', few: '{count} лида', many: '{count} лидов', other: '{count} лида' }),
};
const ar = {
  hours: (n: number) => pluralText('ar', n, { zero: '{count} ساعة', one: 'ساعة واحدة', two: 'ساعتان', few: '{count} ساعات', many: '{count} ساعة', other: '{count} ساعة' }),
  days: (n: number) => pluralText('ar', n, { zero: '{count} يوم', one: 'يوم واحد', two: 'يومان', few: '{count} أيام', many: '{count} يومًا', other: '{count} يوم' }),
  minutes: (n: number) => pluralText('ar', n, { zero: '{count} دقيقة', one: 'دقيقة واحدة', two: 'دقيقتان', few: '{count} دقائق', many: '{count} دقيقة', other: '{count} دقيقة' }),
  leads: (n: number) =>
    pluralText('ar', n, { zero: 'لا عملاء محتملين', one: 'عميل محتمل واحد', two: 'عميلان محتملان', few: '{count} عملاء محتملين', many: '{count} عميلًا محتملًا', other: '{count} عميل محتمل' }),
};

/** What the mails say, per language; `{name}`-style values are filled by the functions. */
interface MailTexts {
  confirmation: (values: { username: string; hours: number }) => MailWords;
  alreadyRegistered: MailWords;
  invitation: (values: { inviterName: string; organisationName: string; days: number }) => MailWords;
  /** One line, in this language, for a reader of an invitation written in the other one. */
  invitationPointer: (values: { organisationName: string }) => string;
  passwordReset: (values: { name: string; minutes: number; contactUrl: string }) => MailWords;
  /** To an address without an account that asked for a reset. */
  noAccount: MailWords;
  /** After the password changed, by a reset link (every device signed out) or in the account's settings (every other one). */
  passwordChanged: (values: { name: string; way: 'reset' | 'settings' }) => MailWords;
  /** To the new address of a change: its link makes it the account's address. */
  emailChange: (values: { name: string; hours: number }) => MailWords;
  /** To the previous address, once the change is made. */
  emailChanged: (values: { name: string; newEmail: string }) => MailWords;
  /**
   * To the account that ordered printed cards, once the order has shipped; `address` is where it goes, `contactUrl` the
   * contact page, which takes a question from any plan (the support chat takes paying plans only).
   */
  orderShipped: (values: { name: string; orderId: number; address: string; contactUrl: string }) => MailWords;
  /**
   * To the account, when it is signed in from a device (browser) it had not been signed in from before: `device` names
   * it ("Chrome on Android"), `date` and `time` are Israel's, the link opens the account's list of signed-in devices.
   */
  newSignIn: (values: { name: string; device: string; date: string; time: string }) => MailWords;
  /**
   * To an account whose trial ends within a few days and that pays for no plan: when it ends (`date` and `time` are
   * Israel's), what the free plan keeps and what waits for a paid one; the link opens the plans.
   */
  trialEnding: (values: { name: string; date: string; time: string }) => MailWords;
  digest: DigestWords;
}

/** Every mail of the product to an account (or one being made) in each of its languages: a mail follows the language of the person it is for. */
export const MAIL_TEXTS: Readonly<Record<Locale, MailTexts>> = {
  he: {
    confirmation: ({ username, hours }) => ({
      subject: 'אישור ההרשמה לכרטיס',
      greeting: `שלום ${username},`,
      ask: 'כדי להשלים את ההרשמה לכרטיס ולהתחיל את 14 ימי הניסיון, יש לפתוח את הקישור הבא:',
      closing: [`הקישור בתוקף ${hours} שעות. אם לא נרשמת לכרטיס, אפשר להתעלם מהמייל הזה.`],
      linkLabel: 'השלמת ההרשמה',
    }),
    alreadyRegistered: {
      subject: 'כבר יש לך חשבון בכרטיס',
      greeting: 'שלום,',
      ask: 'ניסו להירשם לכרטיס עם כתובת המייל הזאת, אבל כבר יש לה חשבון. אפשר פשוט להתחבר:',
      closing: ['אם לא ניסית להירשם, אפשר להתעלם מהמייל הזה: החשבון שלך לא השתנה.'],
      linkLabel: 'התחברות',
    },
    invitation: ({ inviterName, organisationName, days }) => ({
      subject: `הזמנה להצטרף לצוות "${organisationName}" בכרטיס`,
      greeting: 'שלום,',
      ask: `${inviterName} מזמין/ה אותך להצטרף לצוות "${organisationName}" בכרטיס, כדי לקבל כרטיס ביקור דיגיטלי בעיצוב של הצוות. לפתיחת ההזמנה:`,
      closing: [`הקישור בתוקף ${days} ימים. אם לא ציפית להזמנה, אפשר להתעלם מהמייל הזה.`],
      linkLabel: 'הצטרפות לצוות',
    }),
    invitationPointer: ({ organisationName }) => `בקצרה: הוזמנת להצטרף לצוות "${organisationName}" בכרטיס. הקישור שלמטה פותח את ההזמנה, ואפשר לבחור בה עברית.`,
    passwordReset: ({ name, minutes, contactUrl }) => ({
      subject: 'איפוס הסיסמה לכרטיס',
      greeting: `שלום ${name},`,
      ask: 'ביקשת לבחור סיסמה חדשה לחשבון שלך בכרטיס. לבחירת סיסמה חדשה יש לפתוח את הקישור הבא:',
      closing: [`הקישור בתוקף ${minutes} דקות ואפשר להשתמש בו פעם אחת. אם לא ביקשת, אפשר להתעלם מהמייל הזה: הסיסמה לא תשתנה.`, `צריך עזרה? פנו לתמיכה: ${contactUrl}`],
      linkLabel: 'בחירת סיסמה חדשה',
    }),
    noAccount: {
      subject: 'אין חשבון בכרטיס לכתובת הזאת',
      greeting: 'שלום,',
      ask: 'ביקשו לאפס את הסיסמה לכרטיס עבור כתובת המייל הזאת, אבל אין לה חשבון. אפשר להירשם:',
      closing: ['אם לא ביקשת, אפשר להתעלם מהמייל הזה.'],
      linkLabel: 'הרשמה',
    },
    passwordChanged: ({ name, way }) => ({
      subject: 'הסיסמה שלך בכרטיס שונתה',
      greeting: `שלום ${name},`,
      context:
        way === 'reset'
          ? 'הסיסמה של החשבון שלך בכרטיס שונתה עכשיו דרך קישור האיפוס, והחשבון נותק מכל המכשירים.'
          : 'הסיסמה של החשבון שלך בכרטיס שונתה עכשיו בהגדרות החשבון, והחשבון נותק מכל שאר המכשירים.',
      ask: 'אם לא שינית אותה בעצמך, יש לפנות אלינו מיד:',
      closing: [],
      linkLabel: 'פנייה לתמיכה',
    }),
    emailChange: ({ name, hours }) => ({
      subject: 'אישור כתובת המייל החדשה בכרטיס',
      greeting: `שלום ${name},`,
      ask: 'ביקשת שזו תהיה כתובת המייל של החשבון שלך בכרטיס. כדי לאשר, יש לפתוח את הקישור:',
      closing: [`הקישור בתוקף ${hours} שעות ופועל פעם אחת. עד שייפתח, החשבון נשאר עם הכתובת הקודמת. אם לא ביקשת את השינוי, אפשר להתעלם מהמייל הזה.`],
      linkLabel: 'אישור הכתובת החדשה',
    }),
    emailChanged: ({ name, newEmail }) => ({
      subject: 'כתובת המייל של החשבון שלך בכרטיס שונתה',
      greeting: `שלום ${name},`,
      ask: `כתובת המייל של החשבון שלך בכרטיס שונתה ל‑${newEmail}, ומעכשיו מתחברים איתה. אם לא ביקשת את השינוי, יש לפנות אלינו מיד:`,
      closing: ['המייל הזה נשלח לכתובת הקודמת של החשבון.'],
      linkLabel: 'פנייה לתמיכה',
    }),
    orderShipped: ({ name, orderId, address, contactUrl }) => ({
      subject: `הזמנה ${orderId} של כרטיסי NFC נשלחה`,
      greeting: `שלום ${name},`,
      context: `הכרטיסים המודפסים שהזמנת (הזמנה ${orderId}) יצאו למשלוח אל ${address}, ויגיעו תוך 3-5 ימי עסקים.`,
      ask: 'ההזמנות שלך מופיעות בעמוד כרטיסי ה‑NFC:',
      closing: [`יש שאלה על המשלוח? אפשר לפנות אלינו: ${contactUrl}`],
      linkLabel: 'להזמנות שלי',
    }),
    newSignIn: ({ name, device, date, time }) => ({
      subject: 'התחברות חדשה לחשבון שלך בכרטיס',
      greeting: `שלום ${name},`,
      context: `התחברות חדשה לחשבון שלך בכרטיס: ${device}, ב‑${date} בשעה ${time} (שעון ישראל).`,
      ask: 'אם התחברת בעצמך, אין צורך לעשות דבר. אם לא, כדאי לנתק את המכשיר הזה ולהחליף סיסמה:',
      closing: ['המייל הזה נשלח כשמתחברים לחשבון ממכשיר או מדפדפן שלא התחברו ממנו קודם.'],
      linkLabel: 'איפה החשבון מחובר',
    }),
    trialEnding: ({ name, date, time }) => ({
      subject: `ימי הניסיון שלך בכרטיס מסתיימים ב‑${date}`,
      greeting: `שלום ${name},`,
      context: `ימי הניסיון שלך בכרטיס מסתיימים ב‑${date} בשעה ${time} (שעון ישראל). אז החשבון עובר לחבילה החינמית, בלי חיוב: הכרטיסים שלך נשארים באוויר, אבל הפרטים של לידים חדשים, הסטטיסטיקות והצ'אט עם התמיכה יחכו לחבילה בתשלום.`,
      ask: 'כדי להמשיך בלי הפסקה, אפשר לבחור חבילה:',
      closing: ['אם החבילה החינמית מספיקה לך, אין צורך לעשות דבר.'],
      linkLabel: 'בחירת חבילה',
    }),
    digest: {
      subject: (count) => `הלידים שלך להיום: ${count}`,
      hello: (name) => `בוקר טוב ${name},`,
      reminders: 'תזכורות להיום:',
      newLeads: 'לידים חדשים מאתמול:',
      open: 'לעמוד הלידים:',
      stop: 'אפשר להפסיק את המייל הזה בהגדרות החשבון:',
      via: (card) => `דרך "${card}"`,
    },
  },
  ar: {
    confirmation: ({ username, hours }) => ({
      subject: 'تأكيد إنشاء حسابك في Kartis',
      greeting: `مرحبًا ${username}،`,
      ask: 'لإكمال إنشاء حسابك في Kartis وبدء الفترة التجريبية لمدة 14 يومًا، افتح هذا الرابط:',
      closing: [`مدة صلاحية الرابط ${ar.hours(hours)}. إذا لم تُنشئ حسابًا في Kartis، يمكنك تجاهل هذه الرسالة.`],
      linkLabel: 'إكمال إنشاء الحساب',
    }),
    alreadyRegistered: {
      subject: 'لديك حساب في Kartis بالفعل',
      greeting: 'مرحبًا،',
      ask: 'حاول أحدهم إنشاء حساب في Kartis بعنوان البريد الإلكتروني هذا، لكنّ له حسابًا بالفعل. يمكنك ببساطة تسجيل الدخول:',
      closing: ['إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة: لم يتغير شيء في حسابك.'],
      linkLabel: 'تسجيل الدخول',
    },
    invitation: ({ inviterName, organisationName, days }) => ({
      subject: `انضم إلى ${organisationName} في Kartis`,
      greeting: 'مرحبًا،',
      ask: `يدعوك ${inviterName} للانضمام إلى «${organisationName}» في Kartis، لتحصل على بطاقة عمل رقمية بتصميم الفريق. لفتح الدعوة:`,
      closing: [`مدة صلاحية الرابط ${ar.days(days)}. إذا لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة.`],
      linkLabel: 'الانضمام إلى الفريق',
    }),
    invitationPointer: ({ organisationName }) => `باختصار: أنت مدعو للانضمام إلى «${organisationName}» في Kartis. الرابط أدناه يفتح الدعوة، ويمكنك اختيار عرضها بالعربية.`,
    passwordReset: ({ name, minutes, contactUrl }) => ({
      subject: 'إعادة تعيين كلمة المرور في Kartis',
      greeting: `مرحبًا ${name}،`,
      ask: 'طلبت اختيار كلمة مرور جديدة لحسابك في Kartis. افتح هذا الرابط لاختيارها:',
      closing: [`يعمل الرابط مرة واحدة، ومدة صلاحيته ${ar.minutes(minutes)}. إذا لم تطلب ذلك، تجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.`, `تحتاج إلى مساعدة؟ تواصل مع الدعم: ${contactUrl}`],
      linkLabel: 'اختيار كلمة مرور جديدة',
    }),
    noAccount: {
      subject: 'لا يوجد حساب في Kartis لهذا العنوان',
      greeting: 'مرحبًا،',
      ask: 'طلب أحدهم إعادة تعيين كلمة المرور في Kartis لعنوان البريد الإلكتروني هذا، لكن لا يوجد حساب بهذا العنوان. يمكنك إنشاء حساب:',
      closing: ['إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة.'],
      linkLabel: 'إنشاء حساب',
    },
    passwordChanged: ({ name, way }) => ({
      subject: 'تم تغيير كلمة المرور لحسابك في Kartis',
      greeting: `مرحبًا ${name}،`,
      context:
        way === 'reset'
          ? 'تم للتو تغيير كلمة المرور لحسابك في Kartis عبر رابط إعادة تعيين، وتم تسجيل الخروج من كل الأجهزة.'
          : 'تم للتو تغيير كلمة المرور لحسابك في Kartis من إعدادات الحساب، وتم تسجيل الخروج من كل الأجهزة الأخرى.',
      ask: 'إذا لم تكن أنت، تواصل مع الدعم فورًا:',
      closing: [],
      linkLabel: 'التواصل مع الدعم',
    }),
    emailChange: ({ name, hours }) => ({
      subject: 'تأكيد عنوان البريد الإلكتروني الجديد في Kartis',
      greeting: `مرحبًا ${name}،`,
      ask: 'طلبت أن يصبح هذا العنوان هو البريد الإلكتروني لحسابك في Kartis. للتأكيد، افتح هذا الرابط:',
      closing: [`يعمل الرابط مرة واحدة، ومدة صلاحيته ${ar.hours(hours)}. وإلى أن يُفتح، يحتفظ الحساب بعنوانه السابق. إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.`],
      linkLabel: 'تأكيد العنوان الجديد',
    }),
    emailChanged: ({ name, newEmail }) => ({
      subject: 'تم تغيير عنوان البريد الإلكتروني لحسابك في Kartis',
      greeting: `مرحبًا ${name}،`,
      ask: `تم تغيير عنوان البريد الإلكتروني لحسابك في Kartis إلى ${newEmail}، ومن الآن يكون تسجيل الدخول به. إذا لم تطلب ذلك، تواصل معنا فورًا:`,
      closing: ['أُرسلت هذه الرسالة إلى العنوان السابق للحساب.'],
      linkLabel: 'التواصل مع الدعم',
    }),
    orderShipped: ({ name, orderId, address, contactUrl }) => ({
      subject: `تم شحن طلبك رقم ${orderId} من بطاقات NFC`,
      greeting: `مرحبًا ${name}،`,
      context: `البطاقات المطبوعة التي طلبتها (الطلب رقم ${orderId}) في طريقها إلى ${address}، ويُتوقع وصولها خلال 3-5 أيام عمل.`,
      ask: 'طلباتك موجودة في صفحة بطاقات NFC:',
      closing: [`لديك سؤال عن التوصيل؟ راسلنا: ${contactUrl}`],
      linkLabel: 'طلباتي',
    }),
    newSignIn: ({ name, device, date, time }) => ({
      subject: 'تسجيل دخول جديد إلى حسابك في Kartis',
      greeting: `مرحبًا ${name}،`,
      context: `تسجيل دخول جديد إلى حسابك في Kartis: ${device}، بتاريخ ${date} الساعة ${time} (بتوقيت إسرائيل).`,
      ask: 'إذا كنت أنت، فلا داعي لفعل شيء. وإن لم تكن أنت، فسجّل خروج ذلك الجهاز وغيّر كلمة المرور:',
      closing: ['تُرسل هذه الرسالة عند تسجيل الدخول إلى حسابك من جهاز أو متصفح لم يُسجَّل الدخول منه من قبل.'],
      linkLabel: 'أين سجّلت الدخول',
    }),
    trialEnding: ({ name, date, time }) => ({
      subject: `تنتهي فترتك التجريبية في Kartis بتاريخ ${date}`,
      greeting: `مرحبًا ${name}،`,
      context: `تنتهي فترتك التجريبية في Kartis بتاريخ ${date} الساعة ${time} (بتوقيت إسرائيل). بعدها ينتقل الحساب إلى الباقة المجانية، دون أي رسوم: تبقى بطاقاتك منشورة، لكن تفاصيل العملاء المحتملين الجدد والإحصاءات والدردشة مع الدعم تنتظر باقة مدفوعة.`,
      ask: 'لتستمر دون انقطاع، اختر باقة:',
      closing: ['إذا كانت الباقة المجانية تكفيك، فلا داعي لفعل شيء.'],
      linkLabel: 'اختيار باقة',
    }),
    digest: {
      subject: (count) => `لديك اليوم ${ar.leads(count)}`,
      hello: (name) => `صباح الخير ${name}،`,
      reminders: 'تذكيرات اليوم:',
      newLeads: 'العملاء المحتملون الجدد من الأمس:',
      open: 'إلى صفحة العملاء المحتملين:',
      stop: 'يمكنك إيقاف هذه الرسالة من إعدادات الحساب:',
      via: (card) => `عبر «${card}»`,
    },
  },
  ru: {
    confirmation: ({ username, hours }) => ({
      subject: 'Подтвердите регистрацию в Kartis',
      greeting: `Здравствуйте, ${username}!`,
      ask: 'Чтобы завершить регистрацию в Kartis и начать 14-дневный пробный период, откройте эту ссылку:',
      closing: [`Ссылка действует ${ru.hours(hours)}. Если вы не регистрировались в Kartis, просто проигнорируйте это письмо.`],
      linkLabel: 'Завершить регистрацию',
    }),
    alreadyRegistered: {
      subject: 'У вас уже есть аккаунт в Kartis',
      greeting: 'Здравствуйте!',
      ask: 'Кто-то попытался зарегистрироваться в Kartis с этим адресом эл. почты, но для него уже есть аккаунт. Вы можете просто войти:',
      closing: ['Если это были не вы, просто проигнорируйте это письмо: ваш аккаунт не изменился.'],
      linkLabel: 'Войти',
    },
    invitation: ({ inviterName, organisationName, days }) => ({
      subject: `Kartis: приглашение в команду «${organisationName}»`,
      greeting: 'Здравствуйте!',
      ask: `${inviterName} приглашает вас вступить в команду «${organisationName}» в Kartis и получить цифровую визитку в её оформлении. Открыть приглашение:`,
      closing: [`Ссылка действует ${ru.days(days)}. Если вы не ждали этого приглашения, просто проигнорируйте это письмо.`],
      linkLabel: 'Вступить в команду',
    }),
    invitationPointer: ({ organisationName }) => `Коротко: вас пригласили вступить в команду «${organisationName}» в Kartis. Ссылка ниже открывает приглашение, в нём можно выбрать русский язык.`,
    passwordReset: ({ name, minutes, contactUrl }) => ({
      subject: 'Сброс пароля в Kartis',
      greeting: `Здравствуйте, ${name}!`,
      ask: 'Вы запросили новый пароль для своего аккаунта в Kartis. Чтобы задать его, откройте эту ссылку:',
      closing: [`Ссылка действует ${ru.minutes(minutes)} и только один раз. Если вы этого не запрашивали, просто проигнорируйте письмо: пароль останется прежним.`, `Нужна помощь? Обратитесь в поддержку: ${contactUrl}`],
      linkLabel: 'Задать новый пароль',
    }),
    noAccount: {
      subject: 'Для этого адреса нет аккаунта в Kartis',
      greeting: 'Здравствуйте!',
      ask: 'Кто-то запросил сброс пароля в Kartis для этого адреса эл. почты, но для него нет аккаунта. Вы можете зарегистрироваться:',
      closing: ['Если это были не вы, просто проигнорируйте это письмо.'],
      linkLabel: 'Зарегистрироваться',
    },
    passwordChanged: ({ name, way }) => ({
      subject: 'Пароль вашего аккаунта в Kartis изменён',
      greeting: `Здравствуйте, ${name}!`,
      context:
        way === 'reset'
          ? 'Пароль вашего аккаунта в Kartis только что был изменён по ссылке для сброса, и выход выполнен на всех устройствах.'
          : 'Пароль вашего аккаунта в Kartis только что был изменён в настройках аккаунта, и выход выполнен на всех остальных устройствах.',
      ask: 'Если это были не вы, немедленно обратитесь в поддержку:',
      closing: [],
      linkLabel: 'Связаться с поддержкой',
    }),
    emailChange: ({ name, hours }) => ({
      subject: 'Подтвердите новый адрес эл. почты в Kartis',
      greeting: `Здравствуйте, ${name}!`,
      ask: 'Вы попросили сделать этот адрес адресом эл. почты вашего аккаунта в Kartis. Чтобы подтвердить, откройте эту ссылку:',
      closing: [`Ссылка действует ${ru.hours(hours)} и только один раз. Пока она не открыта, у аккаунта остаётся прежний адрес. Если вы этого не запрашивали, просто проигнорируйте это письмо.`],
      linkLabel: 'Подтвердить новый адрес',
    }),
    emailChanged: ({ name, newEmail }) => ({
      subject: 'Адрес эл. почты вашего аккаунта в Kartis изменён',
      greeting: `Здравствуйте, ${name}!`,
      ask: `Адрес эл. почты вашего аккаунта в Kartis изменён на ${newEmail}, и теперь для входа используется он. Если вы этого не запрашивали, немедленно свяжитесь с нами:`,
      closing: ['Это письмо отправлено на прежний адрес аккаунта.'],
      linkLabel: 'Связаться с поддержкой',
    }),
    orderShipped: ({ name, orderId, address, contactUrl }) => ({
      subject: `Ваш заказ NFC-карт № ${orderId} отправлен`,
      greeting: `Здравствуйте, ${name}!`,
      context: `Напечатанные карты, которые вы заказали (заказ № ${orderId}), отправлены по адресу: ${address}. Они должны прийти в течение 3–5 рабочих дней.`,
      ask: 'Ваши заказы — на странице «NFC-карты»:',
      closing: [`Есть вопрос о доставке? Напишите нам: ${contactUrl}`],
      linkLabel: 'Мои заказы',
    }),
    newSignIn: ({ name, device, date, time }) => ({
      subject: 'Новый вход в ваш аккаунт Kartis',
      greeting: `Здравствуйте, ${name}!`,
      context: `Новый вход в ваш аккаунт Kartis: ${device}, ${date} в ${time} (по израильскому времени).`,
      ask: 'Если это были вы, ничего делать не нужно. Если нет, завершите сеанс этого устройства и смените пароль:',
      closing: ['Это письмо отправляется, когда в ваш аккаунт входят с устройства или браузера, с которого раньше не входили.'],
      linkLabel: 'Где выполнен вход',
    }),
    trialEnding: ({ name, date, time }) => ({
      subject: `Пробный период в Kartis заканчивается ${date}`,
      greeting: `Здравствуйте, ${name}!`,
      context: `Ваш пробный период в Kartis заканчивается ${date} в ${time} (по израильскому времени). Затем аккаунт перейдёт на бесплатный тариф, без списаний: ваши визитки останутся доступны, но данные новых лидов, статистика и чат с поддержкой будут ждать платного тарифа.`,
      ask: 'Чтобы продолжить без перерыва, выберите тариф:',
      closing: ['Если бесплатного тарифа вам достаточно, ничего делать не нужно.'],
      linkLabel: 'Выбрать тариф',
    }),
    digest: {
      subject: (count) => `На сегодня у вас ${ru.leads(count)}`,
      hello: (name) => `Доброе утро, ${name}!`,
      reminders: 'Напоминания на сегодня:',
      newLeads: 'Новые лиды за вчера:',
      open: 'Открыть лиды:',
      stop: 'Отключить это письмо можно в настройках аккаунта:',
      via: (card) => `через «${card}»`,
    },
  },
  en: {
    confirmation: ({ username, hours }) => ({
      subject: 'Confirm your Kartis sign-up',
      greeting: `Hello ${username},`,
      ask: 'To finish signing up for Kartis and start your 14-day trial, open this link:',
      closing: [`The link is valid for ${hours} hours. If you did not sign up for Kartis, you can ignore this email.`],
      linkLabel: 'Finish signing up',
    }),
    alreadyRegistered: {
      subject: 'You already have a Kartis account',
      greeting: 'Hello,',
      ask: 'Someone tried to sign up for Kartis with this email address, but it already has an account. You can simply sign in:',
      closing: ['If this was not you, you can ignore this email: nothing in your account has changed.'],
      linkLabel: 'Sign in',
    },
    invitation: ({ inviterName, organisationName, days }) => ({
      subject: `Join ${organisationName} on Kartis`,
      greeting: 'Hello,',
      ask: `${inviterName} invites you to join the team "${organisationName}" on Kartis and get a digital business card in the team's design. To open the invitation:`,
      closing: [`The link is valid for ${days} days. If you did not expect this invitation, you can ignore this email.`],
      linkLabel: 'Join the team',
    }),
    invitationPointer: ({ organisationName }) => `In short: you are invited to join the team "${organisationName}" on Kartis. The link below opens the invitation, in English if you choose.`,
    passwordReset: ({ name, minutes, contactUrl }) => ({
      subject: 'Reset your Kartis password',
      greeting: `Hello ${name},`,
      ask: 'You asked to choose a new password for your Kartis account. Open this link to choose one:',
      closing: [`The link is valid for ${minutes} minutes and works once. If you did not ask for this, ignore this email: your password stays the same.`, `Need help? Contact support: ${contactUrl}`],
      linkLabel: 'Choose a new password',
    }),
    noAccount: {
      subject: 'There is no Kartis account for this address',
      greeting: 'Hello,',
      ask: 'Someone asked to reset the Kartis password for this email address, but there is no account with this address. You can sign up:',
      closing: ['If this was not you, you can ignore this email.'],
      linkLabel: 'Sign up',
    },
    passwordChanged: ({ name, way }) => ({
      subject: 'Your Kartis password was changed',
      greeting: `Hello ${name},`,
      context:
        way === 'reset'
          ? 'The password of your Kartis account was just changed through a reset link, and every device was signed out.'
          : 'The password of your Kartis account was just changed in the account settings, and every other device was signed out.',
      ask: 'If this was not you, contact support right away:',
      closing: [],
      linkLabel: 'Contact support',
    }),
    emailChange: ({ name, hours }) => ({
      subject: 'Confirm your new Kartis email address',
      greeting: `Hello ${name},`,
      ask: 'You asked for this to be the email address of your Kartis account. To confirm, open this link:',
      closing: [`The link works once, within ${hours} hours. Until it is opened, the account keeps its previous address. If you did not ask for this, you can ignore this email.`],
      linkLabel: 'Confirm the new address',
    }),
    emailChanged: ({ name, newEmail }) => ({
      subject: 'The email address of your Kartis account was changed',
      greeting: `Hello ${name},`,
      ask: `The email address of your Kartis account was changed to ${newEmail}, and you now sign in with it. If you did not ask for this, contact us right away:`,
      closing: ['This email was sent to the account’s previous address.'],
      linkLabel: 'Contact support',
    }),
    orderShipped: ({ name, orderId, address, contactUrl }) => ({
      subject: `Your NFC card order ${orderId} has shipped`,
      greeting: `Hello ${name},`,
      context: `The printed cards you ordered (order ${orderId}) are on their way to ${address} and should arrive within 3–5 business days.`,
      ask: 'Your orders are on the NFC cards page:',
      closing: [`A question about the delivery? Write to us: ${contactUrl}`],
      linkLabel: 'My orders',
    }),
    newSignIn: ({ name, device, date, time }) => ({
      subject: 'A new sign-in to your Kartis account',
      greeting: `Hello ${name},`,
      context: `A new sign-in to your Kartis account: ${device}, on ${date} at ${time} (Israel time).`,
      ask: 'If it was you, there is nothing to do. If not, sign that device out and change your password:',
      closing: ['We send this email when your account is signed in from a device or browser it has not been signed in from before.'],
      linkLabel: 'Where you’re signed in',
    }),
    trialEnding: ({ name, date, time }) => ({
      subject: `Your Kartis trial ends on ${date}`,
      greeting: `Hello ${name},`,
      context: `Your Kartis trial ends on ${date} at ${time} (Israel time). The account then moves to the free plan, with nothing charged: your cards stay online, but the details of new leads, the statistics and the support chat wait for a paid plan.`,
      ask: 'To carry on without a break, choose a plan:',
      closing: ['If the free plan is enough for you, there is nothing to do.'],
      linkLabel: 'Choose a plan',
    }),
    digest: {
      subject: (count) => `Your leads for today: ${count}`,
      hello: (name) => `Good morning ${name},`,
      reminders: "Today's reminders:",
      newLeads: "Yesterday's new leads:",
      open: 'Open your leads:',
      stop: 'You can turn off this email in your account settings:',
      via: (card) => `via "${card}"`,
    },
  },
};

/** The other of the two languages. */
export const otherLocale = (locale: Locale): Locale => (locale === 'he' ? 'en' : 'he');
