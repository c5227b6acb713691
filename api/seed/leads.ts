import type { Database } from 'better-sqlite3';
import { LEAD_CONSENT_TEXT, type LeadStatus } from '../../shared/contract/leads';
import { LEAD_NOTIFICATION } from '../../shared/contract/notifications';
import { DEMO_CARD } from './profiles-data';

/** A lead the demo card shows, and how long before the seed it arrived. */
interface SeedLead {
  seedKey: string;
  hoursAgo: number;
  name: string;
  phone: string;
  email: string;
  message: string;
  status: LeadStatus;
  note: string;
}

/** The demo card's leads: one of each status, Hebrew content as real visitors would write it. */
export const DEMO_LEADS: readonly SeedLead[] = [
  {
    seedKey: 'demo-lead-1',
    hoursAgo: 3,
    name: 'יעל כהן',
    phone: '052-765-4321',
    email: 'yael.cohen@example.com',
    message: 'שלום, אשמח לשמוע פרטים על כרטיסי NFC לצוות של 12 עובדים.',
    status: 'new',
    note: '',
  },
  {
    seedKey: 'demo-lead-2',
    hoursAgo: 27,
    name: 'אבי לוי',
    phone: '054-123-9876',
    email: '',
    message: 'ראיתי את הכרטיס בכנס, אפשר לקבוע שיחה קצרה השבוע?',
    status: 'contacted',
    note: 'דיברנו ביום שני, לשלוח הצעת מחיר',
  },
  {
    seedKey: 'demo-lead-3',
    hoursAgo: 80,
    name: 'מיכל אברהם',
    phone: '',
    email: 'michal@example.co.il',
    message: 'תודה על הפגישה, "הכול ברור", נחזור אליכם בהמשך.',
    status: 'closed',
    note: '',
  },
];

/** The demo account's notifications: one per seeded lead, the newest unread. */
const demoNotificationKey = (lead: SeedLead) => `${lead.seedKey}-notification`;

interface DemoCard {
  id: number;
  user_id: number;
  display_name: string;
}

function demoCard(db: Database): DemoCard | undefined {
  return db.prepare<[string], DemoCard>('SELECT id, user_id, display_name FROM profiles WHERE seed_key = ?').get(DEMO_CARD.seedKey);
}

/** Inserts the seeded leads and their notifications that are missing; returns how many rows it changed. */
function insertMissing(db: Database, card: DemoCard, now: Date): number {
  // Written as a visitor's lead is (leads/repo.ts): once per key, with the owner's organisation if they belong to one.
  const insertLead = db.prepare(`INSERT INTO leads (user_id, profile_id, card_name, name, phone, email, message, status, note, consent_text,
      consented_at, idempotency_key, seed_key, created_at, updated_at, organisation_id, member_name)
    SELECT @userId, @profileId, @cardName, @name, @phone, @email, @message, @status, @note, @consentText, @now, @idempotencyKey, @seedKey,
      @now, @now, m.organisation_id, CASE WHEN m.organisation_id IS NULL THEN '' ELSE u.display_name END
    FROM users u LEFT JOIN organisation_members m ON m.user_id = u.id WHERE u.id = @userId
    ON CONFLICT (profile_id, idempotency_key) DO NOTHING`);
  const notificationExists = db.prepare<[string], { id: number }>('SELECT id FROM notifications WHERE seed_key = ?');
  const insertNotification = db.prepare(`INSERT INTO notifications (user_id, title, content, is_read, created_at, seed_key, kind, params)
    VALUES (@userId, @title, @content, @isRead, @createdAt, @seedKey, 'lead', @params)`);
  // Seeded leads of a demo card that was since replaced lost their card: they are seeded again for the current one.
  let added = db
    .prepare<[number, number]>('DELETE FROM leads WHERE user_id = ? AND seed_key IS NOT NULL AND profile_id IS NOT ?')
    .run(card.user_id, card.id).changes;
  for (const lead of DEMO_LEADS) {
    const at = new Date(now.getTime() - lead.hoursAgo * 3_600_000).toISOString();
    const { changes: created } = insertLead.run({
      userId: card.user_id,
      profileId: card.id,
      cardName: card.display_name,
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      message: lead.message,
      consentText: LEAD_CONSENT_TEXT.he,
      idempotencyKey: lead.seedKey,
      seedKey: lead.seedKey,
      status: lead.status,
      note: lead.note,
      now: at,
    });
    added += created;
    if (!notificationExists.get(demoNotificationKey(lead))) {
      insertNotification.run({
        userId: card.user_id,
        title: LEAD_NOTIFICATION.title(lead.name),
        content: LEAD_NOTIFICATION.content(card.display_name),
        isRead: lead.status === 'new' ? 0 : 1,
        createdAt: at,
        seedKey: demoNotificationKey(lead),
        params: JSON.stringify({ leadName: lead.name, cardName: card.display_name }),
      });
      added += 1;
    }
  }
  return added;
}

/** Gives the demo card its seeded leads and notifications when missing; a second run changes nothing. */
export function seedDemoLeads(db: Database, now = new Date()): void {
  const card = demoCard(db);
  if (card) db.transaction(() => insertMissing(db, card, now)).immediate();
}

/**
 * Puts the demo account's leads and notifications back to the seed state: visitors' leads and other
 * notifications are deleted (anyone can sign in as the demo account, so what visitors left must not
 * stay readable), seeded ones get their seeded status, note and read flag back. Returns whether anything changed.
 */
export function restoreDemoLeads(db: Database, now = new Date()): boolean {
  const card = demoCard(db);
  if (!card) return false;
  return db
    .transaction((): boolean => {
      let changes = db.prepare<[number]>('DELETE FROM leads WHERE user_id = ? AND seed_key IS NULL').run(card.user_id).changes;
      changes += db.prepare<[number]>('DELETE FROM notifications WHERE user_id = ? AND seed_key IS NULL').run(card.user_id).changes;
      const resetLead = db.prepare(`UPDATE leads SET status = @status, note = @note, updated_at = @now
        WHERE seed_key = @seedKey AND (status, note) IS NOT (@status, @note)`);
      const resetNotification = db.prepare('UPDATE notifications SET is_read = @isRead WHERE seed_key = @seedKey AND is_read <> @isRead');
      for (const lead of DEMO_LEADS) {
        changes += resetLead.run({ status: lead.status, note: lead.note, seedKey: lead.seedKey, now: now.toISOString() }).changes;
        changes += resetNotification.run({ isRead: lead.status === 'new' ? 0 : 1, seedKey: demoNotificationKey(lead) }).changes;
      }
      changes += insertMissing(db, card, now);
      return changes > 0;
    })
    .immediate();
}
