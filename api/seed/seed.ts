import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { sqliteQueryBuilder } from '../../db/query-builder';
import type { PackageType } from '../../shared/contract/products';
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
  uploadsDir?: string | undefined;
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
 * ₪260 a year, each seat), and the physical NFC card. Migration 0010 gives a database seeded before it the same catalogue.
 */
const PRODUCTS: SeedProduct[] = [
  {
    seedKey: 'basic',
    he: {
      name: 'בסיסי',
      description: 'כרטיס ביקור דיגיטלי אחד עם כל מה שצריך כדי להתחיל, חינם לתמיד.',
      features: ['כרטיס דיגיטלי אחד', 'קישור אישי וקוד QR לשיתוף', 'כפתורי חיוג, וואטסאפ וניווט', 'שמירת איש קשר לטלפון בלחיצה', 'תבנית עיצוב בסיסית'],
      benefits: ['חינם לתמיד', 'ללא כרטיס אשראי', 'הקמה תוך דקות', 'שיתוף בוואטסאפ ובקוד QR', 'שדרוג בכל עת'],
    },
    en: {
      name: 'Basic',
      description: 'One digital business card with everything you need to start, free forever.',
      features: ['One digital card', 'A personal link and QR code to share', 'Call, WhatsApp and directions buttons', 'Save the contact to a phone in one tap', 'A basic design template'],
      benefits: ['Free forever', 'No credit card', 'Set up in minutes', 'Share on WhatsApp and by QR code', 'Upgrade at any time'],
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
      features: ['עד 5 כרטיסים', 'סטטיסטיקות צפייה', 'איסוף לידים', 'כל התבניות והצבעים', 'כרטיס NFC במחיר מוזל', 'תמיכה מלאה בצ׳אט'],
      benefits: ['14 ימי ניסיון חינם', 'ללא התחייבות בתשלום חודשי', 'מחיר קבוע לכל השנה בתשלום שנתי', 'תמיכה מלאה בצ׳אט', 'עדכונים ללא הגבלה'],
    },
    en: {
      name: 'Pro',
      description: 'Every tool for a growing business: up to 5 cards, statistics and lead collection, billed monthly or yearly.',
      features: ['Up to 5 cards', 'View statistics', 'Lead collection', 'Every template and colour', 'A discounted NFC card', 'Full chat support'],
      benefits: ['14-day free trial', 'No commitment when billed monthly', 'A fixed price for the whole year when billed yearly', 'Full chat support', 'Unlimited updates'],
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
      description: 'כרטיסים לכל הצוות בתשלום לפי מושב: כל חבר/ת צוות מקבל/ת את כל מה שבחבילה המקצועית, ובעלי הארגון רואים את כל הכרטיסים והלידים במקום אחד.',
      features: ['מחיר לכל מושב: בעלי הארגון וכל חבר/ת צוות', 'כל מה שבחבילה המקצועית, לכל מושב', 'תבנית צוות אחידה לכל הכרטיסים', 'כל הלידים של הצוות במקום אחד, עם ייצוא CSV', 'כרטיסי NFC לכל חבר/ת צוות'],
      benefits: ['14 ימי ניסיון חינם, עם עד 5 מושבים', 'מוסיפים מושבים בכל עת', 'ללא התחייבות בתשלום חודשי', 'מחיר קבוע לכל השנה בתשלום שנתי', 'תמיכה מלאה בצ׳אט'],
    },
    en: {
      name: 'Team',
      description: "Cards for the whole team, paid per seat: every member gets everything in Pro, and the organisation's owners see every card and lead in one place.",
      features: ["A price per seat: the organisation's owner and each member", 'Everything in Pro, for every seat', 'One team template for every card', "All the team's leads in one place, with CSV export", 'NFC cards for every member'],
      benefits: ['14-day free trial, with up to 5 seats', 'Add seats at any time', 'No commitment when billed monthly', 'A fixed price for the whole year when billed yearly', 'Full chat support'],
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
      description: 'A physical card with an NFC chip and a QR code that opens your digital card with a tap. Delivered within 3-5 business days.',
      features: ['An NFC chip that iPhones and Android phones read', 'A QR code printed on the card', 'Point it at another digital card at any time', 'Delivered within 3-5 business days'],
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
 * given `uploadsDir`, the example cards and the demo card with its leads and statistics.
 * Safe to run on every start: a second run changes no row, except the demo card's statistics once the hour
 * has moved on (they always end at the current hour). Products are only inserted when missing,
 * so an admin's later edits to them survive restarts.
 */
export async function seed(db: Database, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const adminEmail = options.adminEmail.trim().toLowerCase();
  // Hashing is slow: done before the write transaction, and skipped when the stored hash still matches.
  const demoHash = await hashUnlessStored(db, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const generated = options.adminPassword === undefined && !findUser(db, adminEmail) ? randomPassword() : undefined;
  const adminPassword = options.adminPassword ?? generated;
  const adminHash = adminPassword === undefined ? undefined : await hashUnlessStored(db, adminEmail, adminPassword);

  const result = db
    .transaction((): SeedResult => {
      insertMissingProducts(db, now);
      const demoId = upsertDemo(db, demoHash, now);
      ensureActiveYearlySubscription(db, demoId, now);
      const admin = upsertAdmin(db, adminEmail, adminHash, generated !== undefined, now);
      if (admin === 'created') options.log.info('seed: admin account created', { email: adminEmail });
      if (admin === 'password-updated') options.log.info('seed: admin password updated from ADMIN_PASSWORD', { email: adminEmail });
      return admin === 'created' && generated !== undefined ? { generatedAdminPassword: generated } : {};
    })
    .immediate();
  await seedBlogPosts(sqliteQueryBuilder(db), now);
  if (options.uploadsDir !== undefined) await seedProfiles(db, { uploadsDir: options.uploadsDir, now });
  seedPhysicalCards(db, now);
  seedDemoLeads(db, now);
  restoreDemoStats(db, now);
  return result;
}

interface StoredUser {
  id: number;
  password_hash: string | null;
}

function findUser(db: Database, email: string): StoredUser | undefined {
  return db.prepare('SELECT id, password_hash FROM users WHERE email = ?').get(email) as StoredUser | undefined;
}

async function hashUnlessStored(db: Database, email: string, password: string): Promise<string> {
  const stored = findUser(db, email)?.password_hash;
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

function insertMissingProducts(db: Database, now: Date): void {
  const insert = db.prepare(`
    INSERT INTO products (seed_key, name, description, monthly_price, yearly_price, features,
      benefit1, benefit2, benefit3, benefit4, benefit5, is_popular, is_active, show_at_home, sort_order,
      package_type, name_en, description_en, features_en, benefit1_en, benefit2_en, benefit3_en, benefit4_en, benefit5_en,
      created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (seed_key) DO NOTHING`);
  for (const p of PRODUCTS) {
    insert.run(
      p.seedKey, p.he.name, p.he.description, p.monthlyPrice, p.yearlyPrice, JSON.stringify(p.he.features),
      ...p.he.benefits, Number(p.isPopular), Number(p.showAtHome), p.sortOrder, p.packageType,
      p.en.name, p.en.description, JSON.stringify(p.en.features), ...p.en.benefits,
      now.toISOString(), now.toISOString(),
    );
  }
}

function upsertDemo(db: Database, passwordHash: string, now: Date): number {
  db.prepare(`
    INSERT INTO users (username, display_name, email, password_hash, user_role, trial_ends_at, is_demo,
      password_changed_at, created_at, updated_at)
    VALUES (@username, @displayName, @email, @hash, 'user', @trialEndsAt, 1, @now, @now, @now)
    ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, is_demo = 1,
      password_changed_at = excluded.updated_at, updated_at = excluded.updated_at
    WHERE (password_hash, is_demo) IS NOT (excluded.password_hash, 1)`).run({
    username: DEMO_ACCOUNT.username,
    displayName: DEMO_ACCOUNT.displayName,
    email: DEMO_ACCOUNT.email,
    hash: passwordHash,
    trialEndsAt: addDays(now, TRIAL_DAYS).toISOString(),
    now: now.toISOString(),
  });
  return findUser(db, DEMO_ACCOUNT.email)!.id;
}

/** The demo shows every feature, so its yearly subscription to the paid plan is kept active and renewed once lapsed. */
function ensureActiveYearlySubscription(db: Database, userId: number, now: Date): void {
  const paidPlan = db.prepare("SELECT id FROM products WHERE seed_key = 'pro'").get() as { id: number };
  const current = db
    .prepare("SELECT id, current_period_end FROM subscriptions WHERE user_id = ? AND status = 'active' ORDER BY id DESC LIMIT 1")
    .get(userId) as { id: number; current_period_end: string | null } | undefined;
  const periodEnd = addYear(now).toISOString();
  if (!current) {
    db.prepare(`
      INSERT INTO subscriptions (user_id, product_id, billing_cycle, status, current_period_end, created_at, updated_at)
      VALUES (?, ?, 'yearly', 'active', ?, ?, ?)`).run(userId, paidPlan.id, periodEnd, now.toISOString(), now.toISOString());
  } else if (current.current_period_end !== null && current.current_period_end < now.toISOString()) {
    db.prepare('UPDATE subscriptions SET current_period_end = ?, updated_at = ? WHERE id = ?').run(
      periodEnd, now.toISOString(), current.id,
    );
  }
}

type AdminOutcome = 'created' | 'password-updated' | 'unchanged';

function upsertAdmin(db: Database, email: string, passwordHash: string | undefined, generated: boolean, now: Date): AdminOutcome {
  const existing = findUser(db, email);
  if (!existing) {
    db.prepare(`
      INSERT INTO users (username, display_name, email, password_hash, user_role, password_changed_at, created_at, updated_at)
      VALUES (@username, 'מנהל המערכת', @email, @hash, 'admin', @now, @now, @now)`).run({
      username: freeAdminUsername(db),
      email,
      hash: passwordHash ?? null,
      now: now.toISOString(),
    });
    return 'created';
  }
  // A generated password is only for a new row; an existing admin keeps the password it has.
  const newHash = !generated && passwordHash !== undefined && passwordHash !== existing.password_hash ? passwordHash : undefined;
  db.prepare(`
    UPDATE users SET user_role = 'admin', password_hash = coalesce(@hash, password_hash),
      password_changed_at = CASE WHEN @hash IS NULL THEN password_changed_at ELSE @now END, updated_at = @now
    WHERE id = @id AND (user_role IS NOT 'admin' OR @hash IS NOT NULL)`).run({
    id: existing.id,
    hash: newHash ?? null,
    now: now.toISOString(),
  });
  return newHash === undefined ? 'unchanged' : 'password-updated';
}

/** "admin" unless taken (say ADMIN_EMAIL changed), then "admin2", "admin3"… */
function freeAdminUsername(db: Database): string {
  const taken = db.prepare('SELECT 1 FROM users WHERE username = ?');
  for (let n = 1; ; n++) {
    const name = n === 1 ? 'admin' : `admin${n}`;
    if (!taken.get(name)) return name;
  }
}
