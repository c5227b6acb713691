import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR, open, type Database } from '../../db';
import { loadMigrations, migrate } from '../../db/migrate';
import { tempDbPath } from '../helpers/db';
import { sqliteOnly } from '../helpers/server';

const NOW = '2025-03-01T08:00:00.000Z';
const opened: Database[] = [];
afterAll(() => {
  for (const db of opened) db.close();
});

// The SQLite schema's own migration, on a SQLite file.
sqliteOnly('migration 0044: one waiting follow-up per lead', () => {
  it('keeps the first of the follow-ups waiting for one lead, leaves sent ones and card mails alone, and refuses a second from then on', () => {
    const db = open(tempDbPath());
    opened.push(db);
    migrate(db, loadMigrations(MIGRATIONS_DIR).filter((m) => m.name < '0044'));
    const userId = db.prepare(`INSERT INTO users (username, email, created_at, updated_at) VALUES ('owner', 'o@example.test', '${NOW}', '${NOW}')`).run().lastInsertRowid;
    const lead = (name: string) =>
      db.prepare(`INSERT INTO leads (user_id, card_name, name, source, consent_text, idempotency_key, created_at, updated_at) VALUES (?, 'Noa', ?, 'card', '', ?, '${NOW}', '${NOW}')`).run(userId, name, name).lastInsertRowid;
    const mail = db.prepare(
      `INSERT INTO lead_mails (lead_id, user_id, kind, to_email, language, subject, body, status, due_at, created_at) VALUES (?, ?, ?, 'x@example.test', 'he', ?, '', ?, '${NOW}', '${NOW}')`,
    );
    const [dan, anna] = [lead('Dan'), lead('Anna')];
    mail.run(dan, userId, 'follow_up', 'sent before', 'sent');
    mail.run(dan, userId, 'follow_up', 'automatic', 'pending');
    mail.run(dan, userId, 'follow_up', 'by hand', 'pending');
    mail.run(dan, userId, 'card', 'card', 'pending');
    mail.run(anna, userId, 'follow_up', 'automatic', 'pending');

    migrate(db, loadMigrations(MIGRATIONS_DIR));
    expect(db.prepare('SELECT lead_id, kind, subject, status FROM lead_mails ORDER BY id').all()).toEqual([
      { lead_id: dan, kind: 'follow_up', subject: 'sent before', status: 'sent' },
      { lead_id: dan, kind: 'follow_up', subject: 'automatic', status: 'pending' },
      { lead_id: dan, kind: 'card', subject: 'card', status: 'pending' },
      { lead_id: anna, kind: 'follow_up', subject: 'automatic', status: 'pending' },
    ]);
    expect(() => mail.run(anna, userId, 'follow_up', 'twice', 'pending')).toThrow(/UNIQUE/);
    mail.run(anna, userId, 'follow_up', 'refused', 'refused');
  });
});
