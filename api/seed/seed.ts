import { randomInt } from 'node:crypto';
import type { FileStore } from '../file-store/store';
import type { QueryBuilder } from '../../db/query-builder';
import type { PackageType, ProductTexts } from '../../shared/contract/products';
import { textColumns } from '../products/texts';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Logger } from '../log';
import { DEMO_ACCOUNT, TRIAL_DAYS } from '../users/accounts';
import { seedBlogPosts } from './blog';
import { seedDemoLeads } from './leads';
import { seedPhysicalCards } from './physical-cards';
import { seedProfiles } from './profiles';
import { restoreDemoStats } from './stats';

/** What the seed needs: the admin's address and optional password (from the environment). */
export interface SeedOptions {
  adminEmail: string;
  adminPassword?: string | undefined;
  log: Logger;
  now?: Date;
  /** Where the seeded cards' pictures are written; without it no cards are seeded. */
  files?: FileStore | undefined;
}

/** What the caller must show once: a password generated for a newly created admin. */
export interface SeedResult {
  generatedAdminPassword?: string;
}

type Benefits = [string, string, string, string, string] | [null, null, null, null, null];

/** A package's texts in one language. */
interface SeedTexts {
  name: string;
  description: string;
  features: string[];
  benefits: Benefits;
}

interface SeedProduct {
  seedKey: string;
  /** Hebrew, the plain text fields. */
  he: SeedTexts;
  en: SeedTexts;
  ar: SeedTexts;
  ru: SeedTexts;
  /** Agorot. */
  monthlyPrice: number;
  /** Agorot. */
  yearlyPrice: number;
  isPopular: boolean;
  showAtHome: boolean;
  sortOrder: number;
  packageType: PackageType;
}

/**
 * The free basic plan, the paid plan sold monthly (₪40) or yearly (₪300), the team plan sold per seat (₪35 a month or
 * ₪260 a year, each seat), and the physical NFC card, with their texts in the four languages. Migrations 0010 and 0052
 * give a database seeded before them the same catalogue, and 0057 and 0058 the texts reworded since, where an admin left them as
 * seeded: a text reworded here needs such a migration too, or older installations keep the old words.
 */
const PRODUCTS: SeedProduct[] = [
  {
    seedKey: 'basic',
    he: {
      name: 'בסיסי',
      description: 'כרטיס ביקור דיגיטלי אחד עם כל מה שצריך כדי להתחיל, חינם לתמיד.',
      features: ['כרטיס דיגיטלי אחד', 'קישור אישי וקוד QR לשיתוף', 'כפתורי חיוג, וואטסאפ וניווט', 'שמירת איש קשר לטלפון בלחיצה', 'כל התבניות והצבעים'],
      benefits: ['חינם לתמיד', 'ללא כרטיס אשראי', 'הקמה תוך דקות', 'שיתוף בוואטסאפ ובקוד QR', 'שדרוג בכל עת'],
    },
    en: {
      name: 'Basic',
      description: 'One digital business card with everything you need to start, free forever.',
      features: ['One digital card', 'A personal link and QR code to share', 'Call, WhatsApp and directions buttons', 'Save the contact to a phone in one tap', 'Every template and color'],
      benefits: ['Free forever', 'No credit card', 'Set up in minutes', 'Share on WhatsApp and by QR code', 'Upgrade at any time'],
    },
    ar: {
      name: 'أساسي',
      description: 'بطاقة عمل رقمية واحدة مع كل ما تحتاجه للبدء، مجانًا للأبد.',
      features: ['بطاقة رقمية واحدة', 'رابط شخصي ورمز QR للمشاركة', 'أزرار اتصال وواتساب وملاحة', 'حفظ جهة الاتصال في الهاتف بلمسة', 'كل القوالب والألوان'],
      benefits: ['مجانية للأبد', 'بدون بطاقة ائتمان', 'جاهزة خلال دقائق', 'مشاركة عبر واتساب ورمز QR', 'ترقية في أي وقت'],
    },
    ru: {
      name: 'Базовый',
      description: 'Одна цифровая визитка со всем, что нужно для старта, бесплатно навсегда.',
      features: ['Одна цифровая визитка', 'Личная ссылка и QR-код, чтобы делиться', 'Кнопки звонка, WhatsApp и маршрута', 'Сохранение контакта в телефон одним касанием', 'Все шаблоны и цвета'],
      benefits: ['Бесплатно навсегда', 'Без кредитной карты', 'Готово за несколько минут', 'Отправка в WhatsApp и по QR-коду', 'Смена тарифа в любой момент'],
    },
    monthlyPrice: 0,
    yearlyPrice: 0,
    isPopular: false,
    showAtHome: true,
    sortOrder: 1,
    packageType: 'basic',
  },
  {
    seedKey: 'pro',
    he: {
      name: 'מקצועי',
      description: 'כל הכלים לעסק שצומח: עד 5 כרטיסים, סטטיסטיקות ואיסוף לידים, בתשלום חודשי או שנתי.',
      features: ['עד 5 כרטיסים', 'סטטיסטיקות צפייה', 'איסוף לידים', 'מעקב אחר לידים: סטטוסים, תזכורות ומייל המשך', 'ייצוא לידים ל‑CSV ולאנשי הקשר', 'תמיכה מלאה בצ׳אט'],
      benefits: ['14 ימי ניסיון חינם', 'ללא התחייבות בתשלום חודשי', 'מחיר קבוע לכל השנה בתשלום שנתי', 'תמיכה מלאה בצ׳אט', 'עדכונים ללא הגבלה'],
    },
    en: {
      name: 'Pro',
      description: 'Every tool for a growing business: up to 5 cards, statistics and lead collection, billed monthly or yearly.',
      features: ['Up to 5 cards', 'View statistics', 'Lead collection', 'Lead follow-up: statuses, reminders and follow-up email', 'Leads exported to CSV and to contacts', 'Full chat support'],
      benefits: ['14-day free trial', 'No commitment when billed monthly', 'A fixed price for the whole year when billed yearly', 'Full chat support', 'Unlimited updates'],
    },
    ar: {
      name: 'احترافي',
      description: 'كل الأدوات لعمل ينمو: حتى 5 بطاقات، إحصائيات وجمع العملاء المحتملين، بدفع شهري أو سنوي.',
      features: ['حتى 5 بطاقات', 'إحصائيات المشاهدة', 'جمع العملاء المحتملين', 'متابعة العملاء المحتملين: الحالات والتذكيرات ورسالة المتابعة', 'تصدير العملاء المحتملين إلى CSV وجهات الاتصال', 'دعم كامل عبر الدردشة'],
      benefits: ['14 يوم تجربة مجانًا', 'بدون التزام في الدفع الشهري', 'سعر ثابت طوال السنة في الدفع السنوي', 'دعم كامل عبر الدردشة', 'تحديثات بلا حدود'],
    },
    ru: {
      name: 'Профи',
      description: 'Все инструменты для растущего бизнеса: до 5 визиток, статистика и сбор лидов, с оплатой помесячно или за год.',
      features: ['До 5 визиток', 'Статистика просмотров', 'Сбор лидов', 'Работа с лидами: статусы, напоминания и ответное письмо', 'Выгрузка лидов в CSV и в контакты', 'Полная поддержка в чате'],
      benefits: ['14 дней бесплатно', 'Без обязательств при помесячной оплате', 'Фиксированная цена на весь год при годовой оплате', 'Полная поддержка в чате', 'Обновления без ограничений'],
    },
    monthlyPrice: 4000,
    // ₪300 a year against 12 × ₪40: the cards compute the saving from these two prices.
    yearlyPrice: 30000,
    isPopular: true,
    showAtHome: true,
    sortOrder: 2,
    // The API's type for a paid plan, kept from before plans stopped being split by billing cycle.
    packageType: 'annual',
  },
  {
    seedKey: 'team',
    he: {
      name: 'צוות',
      description: 'כרטיסים לכל הצוות בתשלום לפי מושב: כל חבר/ת צוות מקבל/ת את כל מה שבחבילה המקצועית, ובעלי הצוות רואים את כל הכרטיסים והלידים במקום אחד.',
      features: ['מחיר לכל מושב: בעלי הצוות וכל חבר/ת צוות', 'כל מה שבחבילה המקצועית, לכל מושב', 'תבנית צוות אחידה לכל הכרטיסים', 'כל הלידים של הצוות במקום אחד, עם ייצוא CSV', 'כרטיסי NFC לכל חבר/ת צוות'],
      benefits: ['14 ימי ניסיון חינם, עם עד 5 מושבים', 'מוסיפים מושבים בכל עת', 'ללא התחייבות בתשלום חודשי', 'מחיר קבוע לכל השנה בתשלום שנתי', 'תמיכה מלאה בצ׳אט'],
    },
    en: {
      name: 'Team',
      description: "Cards for the whole team, paid per seat: every member gets everything in Pro, and the team's owner sees every card and lead in one place.",
      features: ["A price per seat: the team's owner and each member", 'Everything in Pro, for every seat', 'One team template for every card', "All the team's leads in one place, with CSV export", 'NFC cards for every member'],
      benefits: ['14-day free trial, with up to 5 seats', 'Add seats at any time', 'No commitment when billed monthly', 'A fixed price for the whole year when billed yearly', 'Full chat support'],
    },
    ar: {
      name: 'فريق',
      description: 'بطاقات للفريق كله بالدفع لكل مقعد: كل عضو يحصل على كل ما في الباقة الاحترافية، ويرى مالك الفريق كل البطاقات والعملاء المحتملين في مكان واحد.',
      features: ['سعر لكل مقعد: مالك الفريق وكل عضو', 'كل ما في الباقة الاحترافية، لكل مقعد', 'قالب موحّد للفريق لكل البطاقات', 'كل العملاء المحتملين للفريق في مكان واحد، مع تصدير CSV', 'بطاقات NFC لكل عضو'],
      benefits: ['14 يوم تجربة مجانًا، مع حتى 5 مقاعد', 'إضافة مقاعد في أي وقت', 'بدون التزام في الدفع الشهري', 'سعر ثابت طوال السنة في الدفع السنوي', 'دعم كامل عبر الدردشة'],
    },
    ru: {
      name: 'Команда',
      description: 'Визитки для всей команды с оплатой за место: каждый участник получает всё, что есть в тарифе «Профи», а владелец команды видит все визитки и лиды в одном месте.',
      features: ['Цена за место: владелец команды и каждый участник', 'Всё из тарифа «Профи» для каждого места', 'Единый шаблон команды для всех визиток', 'Все лиды команды в одном месте, с выгрузкой в CSV', 'NFC-карты для каждого участника'],
      benefits: ['14 дней бесплатно, до 5 мест', 'Места можно добавить в любой момент', 'Без обязательств при помесячной оплате', 'Фиксированная цена на весь год при годовой оплате', 'Полная поддержка в чате'],
    },
    // Per seat: ₪35 a month, or ₪260 a year against 12 × ₪35 (the cards compute the saving from these two prices).
    monthlyPrice: 3500,
    yearlyPrice: 26000,
    isPopular: false,
    showAtHome: true,
    sortOrder: 3,
    packageType: 'team',
  },
  {
    seedKey: 'nfc_card',
    he: {
      name: 'כרטיס NFC',
      description: 'כרטיס פיזי עם שבב NFC וקוד QR שפותח את הכרטיס הדיגיטלי שלכם בנגיעה. משלוח תוך 3-5 ימי עסקים.',
      features: ['שבב NFC שנקרא באייפון ובאנדרואיד', 'קוד QR מודפס על הכרטיס', 'הפניה לכרטיס דיגיטלי אחר בכל עת', 'משלוח תוך 3-5 ימי עסקים'],
      benefits: [null, null, null, null, null],
    },
    en: {
      name: 'NFC card',
      description: 'A physical card with an NFC chip and a QR code that opens your digital card with a tap. Delivered within 3–5 business days.',
      features: ['An NFC chip that iPhones and Android phones read', 'A QR code printed on the card', 'Point it at another digital card at any time', 'Delivered within 3–5 business days'],
      benefits: [null, null, null, null, null],
    },
    ar: {
      name: 'بطاقة NFC',
      description: 'بطاقة مادية مع شريحة NFC ورمز QR تفتح بطاقتك الرقمية بلمسة. التوصيل خلال 3-5 أيام عمل.',
      features: ['شريحة NFC تقرؤها هواتف iPhone وAndroid', 'رمز QR مطبوع على البطاقة', 'توجيهها إلى بطاقة رقمية أخرى في أي وقت', 'التوصيل خلال 3-5 أيام عمل'],
      benefits: [null, null, null, null, null],
    },
    ru: {
      name: 'NFC-карта',
      description: 'Физическая карта с NFC-чипом и QR-кодом, которая открывает вашу цифровую визитку касанием. Доставка за 3–5 рабочих дней.',
      features: ['NFC-чип, который читают iPhone и Android', 'QR-код, напечатанный на карте', 'Можно в любой момент направить на другую визитку', 'Доставка за 3–5 рабочих дней'],
      benefits: [null, null, null, null, null],
    },
    // A one-off purchase: the price (₪89) is kept in yearly_price and monthly_price stays 0.
    monthlyPrice: 0,
    yearlyPrice: 8900,
    isPopular: false,
    showAtHome: false,
    sortOrder: 4,
    packageType: 'nfc_card',
  },
];

/**
 * Creates the packages, the demo account (with an active yearly subscription to the paid plan), the admin account and,
 * given `files`, the example cards and the demo card with its leads and statistics.
 * Safe to run on every start: a second run changes no row, except the demo card's statistics once the hour
 * has moved on (they always end at the current hour). Products are only inserted when missing,
 * so an admin's later edits to them survive restarts.
 */
export async function seed(query: QueryBuilder, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const adminEmail = options.adminEmail.trim().toLowerCase();
  // Hashing is slow: done before the write transaction, and skipped when the stored hash still matches.
  const demoHash = await hashUnlessStored(query, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const generated = options.adminPassword === undefined && !(await findUser(query, adminEmail)) ? randomPassword() : undefined;
  const adminPassword = options.adminPassword ?? generated;
  const adminHash = adminPassword === undefined ? undefined : await hashUnlessStored(query, adminEmail, adminPassword);

  const admin = await query.transaction().execute(async (trx): Promise<AdminOutcome> => {
    await seedProducts(trx, now);
    const demoId = await upsertDemo(trx, demoHash, now);
    await ensureActiveYearlySubscription(trx, demoId, now);
    return upsertAdmin(trx, adminEmail, adminHash, generated !== undefined, now);
  });
  if (admin === 'created') options.log.info('seed: admin account created', { email: adminEmail });
  if (admin === 'password-updated') options.log.info('seed: admin password updated from ADMIN_PASSWORD', { email: adminEmail });
  await seedBlogPosts(query, now);
  if (options.files !== undefined) await seedProfiles(query, { files: options.files, now });
  await seedPhysicalCards(query, now);
  await seedDemoLeads(query, now);
  await restoreDemoStats(query, now);
  return admin === 'created' && generated !== undefined ? { generatedAdminPassword: generated } : {};
}

interface StoredUser {
  id: number;
  password_hash: string | null;
  user_role: 'user' | 'admin';
  is_demo: 0 | 1;
}

function findUser(query: QueryBuilder, email: string): Promise<StoredUser | undefined> {
  return query.selectFrom('users').select(['id', 'password_hash', 'user_role', 'is_demo']).where('email', '=', email).executeTakeFirst();
}

async function hashUnlessStored(query: QueryBuilder, email: string, password: string): Promise<string> {
  const stored = (await findUser(query, email))?.password_hash;
  if (stored && (await verifyPassword(stored, password))) return stored;
  return hashPassword(password);
}

function randomPassword(): string {
  // No look-alike characters (0/O, 1/l/I): the password is read off a terminal and typed once.
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

function addYear(date: Date): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A seeded package's texts as the API holds them. */
function productTexts({ name, description, features, benefits: [benefit1, benefit2, benefit3, benefit4, benefit5] }: SeedTexts): ProductTexts {
  return { name, description, features, benefit1, benefit2, benefit3, benefit4, benefit5 };
}

/** Inserts the packages that are missing (by their seed key): an admin's later edits to the others stay. */
export async function seedProducts(query: QueryBuilder, now: Date): Promise<void> {
  const rows = PRODUCTS.map((p) => {
    const [benefit1, benefit2, benefit3, benefit4, benefit5] = p.he.benefits;
    return {
      seed_key: p.seedKey,
      name: p.he.name,
      description: p.he.description,
      monthly_price: p.monthlyPrice,
      yearly_price: p.yearlyPrice,
      features: JSON.stringify(p.he.features),
      benefit1,
      benefit2,
      benefit3,
      benefit4,
      benefit5,
      is_popular: flag(p.isPopular),
      is_active: 1 as const,
      show_at_home: flag(p.showAtHome),
      sort_order: p.sortOrder,
      package_type: p.packageType,
      ...textColumns(productTexts(p.en), 'en'),
      ...textColumns(productTexts(p.ar), 'ar'),
      ...textColumns(productTexts(p.ru), 'ru'),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
  });
  await query.insertInto('products').values(rows).onConflict((conflict) => conflict.column('seed_key').doNothing()).execute();
}

async function upsertDemo(query: QueryBuilder, passwordHash: string, now: Date): Promise<number> {
  const existing = await findUser(query, DEMO_ACCOUNT.email);
  if (!existing) {
    const row = await query
      .insertInto('users')
      .values({
        username: DEMO_ACCOUNT.username,
        display_name: DEMO_ACCOUNT.displayName,
        email: DEMO_ACCOUNT.email,
        password_hash: passwordHash,
        user_role: 'user',
        trial_ends_at: addDays(now, TRIAL_DAYS).toISOString(),
        is_demo: 1,
        password_changed_at: now.toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  if (existing.password_hash !== passwordHash || existing.is_demo !== 1) {
    await query
      .updateTable('users')
      .set({ password_hash: passwordHash, is_demo: 1, password_changed_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', existing.id)
      .execute();
  }
  return existing.id;
}

/** The demo shows every feature, so its yearly subscription to the paid plan is kept active and renewed once lapsed. */
async function ensureActiveYearlySubscription(query: QueryBuilder, userId: number, now: Date): Promise<void> {
  const paidPlan = await query.selectFrom('products').select('id').where('seed_key', '=', 'pro').executeTakeFirstOrThrow();
  const current = await query
    .selectFrom('subscriptions')
    .select(['id', 'current_period_end'])
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const periodEnd = addYear(now).toISOString();
  if (!current) {
    await query
      .insertInto('subscriptions')
      .values({ user_id: userId, product_id: paidPlan.id, billing_cycle: 'yearly', status: 'active', current_period_end: periodEnd, created_at: now.toISOString(), updated_at: now.toISOString() })
      .execute();
  } else if (current.current_period_end !== null && current.current_period_end < now.toISOString()) {
    await query.updateTable('subscriptions').set({ current_period_end: periodEnd, updated_at: now.toISOString() }).where('id', '=', current.id).execute();
  }
}

type AdminOutcome = 'created' | 'password-updated' | 'unchanged';

async function upsertAdmin(query: QueryBuilder, email: string, passwordHash: string | undefined, generated: boolean, now: Date): Promise<AdminOutcome> {
  const existing = await findUser(query, email);
  if (!existing) {
    await query
      .insertInto('users')
      .values({
        username: await freeAdminUsername(query),
        display_name: 'מנהל המערכת',
        email,
        password_hash: passwordHash ?? null,
        user_role: 'admin',
        password_changed_at: now.toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    return 'created';
  }
  // A generated password is only for a new row; an existing admin keeps the password it has.
  const newHash = !generated && passwordHash !== undefined && passwordHash !== existing.password_hash ? passwordHash : undefined;
  if (existing.user_role !== 'admin' || newHash !== undefined) {
    await query
      .updateTable('users')
      .set({ user_role: 'admin', updated_at: now.toISOString(), ...(newHash === undefined ? {} : { password_hash: newHash, password_changed_at: now.toISOString() }) })
      .where('id', '=', existing.id)
      .execute();
  }
  return newHash === undefined ? 'unchanged' : 'password-updated';
}

/** "admin" unless taken (say ADMIN_EMAIL changed), then "admin2", "admin3"… */
async function freeAdminUsername(query: QueryBuilder): Promise<string> {
  for (let n = 1; ; n++) {
    const name = n === 1 ? 'admin' : `admin${n}`;
    if (!(await query.selectFrom('users').select('id').where('username', '=', name).executeTakeFirst())) return name;
  }
}
