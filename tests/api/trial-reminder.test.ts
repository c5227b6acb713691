import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, israelDay, israelTime } from '../../api/israel-time';
import { sendTrialReminders } from '../../api/plans/trial-reminder';
import { buildSubscription } from '../fixtures/subscriptions';
import { linkIn, mailsTo } from '../helpers/mail';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { buildUser } from '../helpers/users';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** This morning at `hour` in Israel, and a trial end `days` later at 14:30 Israel time. */
const today = israelDay(new Date());
const at = (hour: number) => israelTime(today, hour);
const endingIn = (days: number) => new Date(israelTime(addDays(today, days), 14).getTime() + 30 * 60_000).toISOString();
const remind = (now: Date) => sendTrialReminders(server.query, { mailer: server.services.mailer, publicUrl: server.config.publicUrl, log: server.services.log }, now);
const subjectsTo = async (email: string) => (await mailsTo(server.config.dataDir, email)).map((mail) => mail.subject);

describe('the mail before a trial ends', () => {
  it('tells the owner once, in their language and in working hours, when the trial ends and what the free plan keeps, with the link to the plans', async () => {
    const english = await buildUser(server.query, { locale: 'en', displayName: 'Dana', trialEndsAt: endingIn(2) });
    const hebrew = await buildUser(server.query, { locale: 'he', displayName: 'גל', trialEndsAt: endingIn(2) });
    const russian = await buildUser(server.query, { locale: 'ru', displayName: 'Анна', trialEndsAt: endingIn(1) });

    expect(await remind(new Date(at(8).getTime() - 60_000))).toBe(0);
    expect(await remind(at(21))).toBe(0);
    await remind(at(9));
    await remind(at(10));

    const [mail, ...more] = await mailsTo(server.config.dataDir, english.email);
    expect(more).toEqual([]);
    const endDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jerusalem' }).format(new Date(endingIn(2)));
    expect(mail!.subject).toBe(`Your Kartis trial ends on ${endDate}`);
    expect(mail!.text).toContain('Hello Dana,');
    expect(mail!.text).toContain(`ends on ${endDate} at 14:30 (Israel time)`);
    expect(mail!.text).toContain('your cards stay online, but the details of new leads, the statistics and the support chat wait for a paid plan');
    expect(new URL(linkIn(mail!)).pathname).toBe('/subscription');
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');

    const [hebrewMail] = await mailsTo(server.config.dataDir, hebrew.email);
    expect(hebrewMail!.subject).toMatch(/^ימי הניסיון שלך בכרטיס מסתיימים ב‑/);
    expect(hebrewMail!.text).toContain('שלום גל,');
    expect(hebrewMail!.html).toContain('<html lang="he" dir="rtl">');
    expect(await subjectsTo(russian.email)).toEqual([expect.stringMatching(/^Пробный период в Kartis заканчивается /)]);
  });

  it('says nothing while the end is further away, after it passed, or to an account that pays, is blocked, an admin or the shared demo', async () => {
    const far = await buildUser(server.query, { locale: 'en', trialEndsAt: endingIn(5) });
    const ended = await buildUser(server.query, { locale: 'en', trialEndsAt: israelTime(addDays(today, -1), 9).toISOString() });
    const paying = await buildUser(server.query, { locale: 'en', trialEndsAt: endingIn(2) });
    await buildSubscription(server.query, paying.id, 'pro');
    const teamMember = await buildUser(server.query, { locale: 'en', trialEndsAt: endingIn(2) });
    const teamOwner = await buildUser(server.query, { locale: 'en' });
    await buildSubscription(server.query, teamOwner.id, 'team', { seats: 3 });
    const now = new Date().toISOString();
    const { id: organisationId } = await server.query
      .insertInto('organisations')
      .values({ name: 'Team', owner_id: teamOwner.id, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.query.insertInto('organisation_members').values({ organisation_id: organisationId, user_id: teamMember.id, role: 'member', joined_at: now }).execute();
    const blocked = await buildUser(server.query, { locale: 'en', trialEndsAt: endingIn(2), disabledAt: now });
    const admin = await buildUser(server.query, { locale: 'en', trialEndsAt: endingIn(2), userRole: 'admin' });
    const demo = await buildUser(server.query, { locale: 'en', trialEndsAt: endingIn(2), isDemo: true });

    await remind(at(9));
    for (const account of [far, ended, paying, teamMember, blocked, admin, demo]) expect(await subjectsTo(account.email)).toEqual([]);
  });

  it('reminds again when an admin moves the trial’s end', async () => {
    const owner = await buildUser(server.query, { locale: 'en', trialEndsAt: endingIn(1) });
    await remind(at(9));
    expect(await subjectsTo(owner.email)).toHaveLength(1);

    const adminUser = await buildUser(server.query, { userRole: 'admin' });
    const admin = await signedIn(server.url, adminUser);
    expect((await admin.send('PATCH', `/api/admin/users/${owner.id}`, { extendTrialDays: 1 })).status).toBe(200);
    await remind(at(10));
    await remind(at(11));
    const subjects = await subjectsTo(owner.email);
    expect(subjects).toHaveLength(2);
    expect(subjects[1]).not.toBe(subjects[0]);
  });
});
