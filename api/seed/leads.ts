import type { QueryBuilder } from '../../db/query-builder';
import { LEAD_CONSENT_TEXT, type LeadStatus } from '../../shared/contract/leads';
import { LEAD_NOTIFICATION } from '../../shared/contract/notifications';
import { leadsRepo } from '../leads/repo';
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
    status: 'customer',
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

function demoCard(query: QueryBuilder): Promise<DemoCard | undefined> {
  return query.selectFrom('profiles').select(['id', 'user_id', 'display_name']).where('seed_key', '=', DEMO_CARD.seedKey).executeTakeFirst();
}

const isReadOf = (lead: SeedLead): 0 | 1 => (lead.status === 'new' ? 0 : 1);

/** Inserts the seeded leads and their notifications that are missing; returns how many rows it changed. */
async function insertMissing(query: QueryBuilder, card: DemoCard, now: Date): Promise<number> {
  // Seeded leads of a demo card that was since replaced lost their card: they are seeded again for the current one.
  const dropped = await query
    .deleteFrom('leads')
    .where('user_id', '=', card.user_id)
    .where('seed_key', 'is not', null)
    .where((eb) => eb.or([eb('profile_id', 'is', null), eb('profile_id', '<>', card.id)]))
    .executeTakeFirst();
  let added = Number(dropped.numDeletedRows);
  const leads = leadsRepo(query);
  for (const lead of DEMO_LEADS) {
    const at = new Date(now.getTime() - lead.hoursAgo * 3_600_000).toISOString();
    // Written as a visitor's lead is: once per key, with the owner's organisation if they belong to one.
    const { created } = await leads.insertOnce({
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
    if (created) added += 1;
    const notification = await query.selectFrom('notifications').select('id').where('seed_key', '=', demoNotificationKey(lead)).executeTakeFirst();
    if (!notification) {
      await query
        .insertInto('notifications')
        .values({
          user_id: card.user_id,
          title: LEAD_NOTIFICATION.title(lead.name),
          content: LEAD_NOTIFICATION.content(card.display_name),
          is_read: isReadOf(lead),
          created_at: at,
          seed_key: demoNotificationKey(lead),
          kind: 'lead',
          params: JSON.stringify({ leadName: lead.name, cardName: card.display_name }),
        })
        .execute();
      added += 1;
    }
  }
  return added;
}

/** Gives the demo card its seeded leads and notifications when missing; a second run changes nothing. */
export async function seedDemoLeads(query: QueryBuilder, now = new Date()): Promise<void> {
  const card = await demoCard(query);
  if (card) await query.transaction().execute((trx) => insertMissing(trx, card, now));
}

/**
 * Puts the demo account's leads and notifications back to the seed state: visitors' leads and other
 * notifications are deleted (anyone can sign in as the demo account, so what visitors left must not
 * stay readable), seeded ones get their seeded status, note and read flag back. Returns whether anything changed.
 */
export async function restoreDemoLeads(query: QueryBuilder, now = new Date()): Promise<boolean> {
  const card = await demoCard(query);
  if (!card) return false;
  return query.transaction().execute(async (trx): Promise<boolean> => {
    let changes = 0;
    const counted = async (result: Promise<{ numDeletedRows: bigint } | { numUpdatedRows: bigint }>) => {
      const done = await result;
      changes += Number('numDeletedRows' in done ? done.numDeletedRows : done.numUpdatedRows);
    };
    await counted(trx.deleteFrom('leads').where('user_id', '=', card.user_id).where('seed_key', 'is', null).executeTakeFirst());
    await counted(trx.deleteFrom('notifications').where('user_id', '=', card.user_id).where('seed_key', 'is', null).executeTakeFirst());
    for (const lead of DEMO_LEADS) {
      await counted(
        trx
          .updateTable('leads')
          .set({ status: lead.status, note: lead.note, updated_at: now.toISOString() })
          .where('seed_key', '=', lead.seedKey)
          .where((eb) => eb.or([eb('status', '<>', lead.status), eb('note', '<>', lead.note)]))
          .executeTakeFirst(),
      );
      await counted(
        trx.updateTable('notifications').set({ is_read: isReadOf(lead) }).where('seed_key', '=', demoNotificationKey(lead)).where('is_read', '<>', isReadOf(lead)).executeTakeFirst(),
      );
    }
    changes += await insertMissing(trx, card, now);
    return changes > 0;
  });
}
