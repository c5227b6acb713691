import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { mailFolder } from '../../api/mail/mailer';
import { MAIL_TEXTS } from '../../api/mail/texts';
import type { TestClient } from './client';

/** The messages the server saved for `address` (no SMTP_URL set), oldest first. */
export async function mailsTo(dataDir: string, address: string): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = readdirSync(mailFolder(dataDir)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  // Only the files that name the address are parsed: a busy test's mailbox holds many.
  const wanted = address.toLowerCase();
  const raw = files.map((name) => readFileSync(join(mailFolder(dataDir), name))).filter((bytes) => bytes.toString('latin1').toLowerCase().includes(wanted));
  const mails = await Promise.all(raw.map((bytes) => simpleParser(bytes)));
  return mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((to) => to.address === wanted));
}

const SIGN_IN_NOTICES = new Set(Object.values(MAIL_TEXTS).map((texts) => texts.newSignIn({ name: '', device: '', date: '', time: '' }).subject));

/** `mails` without the notices of a sign-in from a new device, which an account signed in from a second client is sent. */
export function withoutSignInNotices(mails: ParsedMail[]): ParsedMail[] {
  return mails.filter((mail) => !SIGN_IN_NOTICES.has(mail.subject ?? ''));
}

/** The link a message asks its reader to open (the first web address of its text). */
export function linkIn(mail: ParsedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  return link;
}

/** The token of the newest mail sent to `address` whose link opens `path` (`/confirm-registration`, `/reset-password`). */
export async function mailedToken(dataDir: string, address: string, path: string): Promise<string> {
  const newest = (await mailsTo(dataDir, address)).filter((mail) => /https?:\/\/\S+/.test(mail.text ?? '') && new URL(linkIn(mail)).pathname === path).at(-1);
  if (!newest) throw new Error(`no mail to ${address} with a link to ${path}`);
  return new URL(linkIn(newest)).searchParams.get('token')!;
}

/** The token of the newest confirmation mail sent to `address`. */
export function confirmationToken(dataDir: string, address: string): Promise<string> {
  return mailedToken(dataDir, address, '/confirm-registration');
}

/** Registers through the API and opens the link of the confirmation mail, as a new owner does; the confirmation's answer. */
export async function registerThroughMail(client: TestClient, dataDir: string, input: { username: string; email: string; password: string }): Promise<Response> {
  const registered = await client.send('POST', '/api/auth/register', input);
  if (registered.status !== 202) throw new Error(`registration refused: ${registered.status} ${await registered.text()}`);
  const token = await confirmationToken(dataDir, input.email.trim().toLowerCase());
  return client.send('POST', '/api/auth/confirm-registration', { token });
}
