import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from '../log';

/** A file sent with a message. */
export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

/** One message the product sends. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The name shown as the sender (the product's own address stays the sender's address). */
  fromName?: string;
  /** Where a reply goes: the person the message is sent for. */
  replyTo?: string;
  /** Further headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** The address part of `Name <address>`, or the whole text. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** The message as nodemailer takes it. */
function message(from: string, mail: Mail) {
  return {
    from: mail.fromName ? { name: mail.fromName, address: addressOf(from) } : from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    replyTo: mail.replyTo,
    headers: mail.headers,
    attachments: mail.attachments,
  };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Where messages land when no SMTP server is configured: `<data folder>/mail`, one `.eml` file each. */
export const mailFolder = (dataDir: string) => join(dataDir, 'mail');

/**
 * The product's one mailer: SMTP through nodemailer when `smtpUrl` is set; otherwise each message is written as an
 * `.eml` file into the data folder, whose path the log names, so a development machine needs no mail server. The log
 * never holds a message's link: a sign-up's, a password reset's or an invitation's is as good as its reader's key.
 */
export function createMailer({ smtpUrl, from, dataDir, log }: { smtpUrl?: string; from: string; dataDir: string; log: Logger }): Mailer {
  // nodemailer is loaded with the first message, not when the server starts.
  let transporter: Promise<Transporter> | undefined;
  const transport = () =>
    (transporter ??= import('nodemailer').then(({ createTransport }) =>
      smtpUrl ? createTransport(smtpUrl) : createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
    ));
  if (smtpUrl) {
    return {
      async send(mail) {
        await (await transport()).sendMail(message(from, mail));
      },
    };
  }
  const folder = mailFolder(dataDir);
  return {
    async send(mail) {
      const { message: eml } = await (await transport()).sendMail(message(from, mail));
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      // Written aside and then renamed: whoever reads the folder (a developer's mail viewer, the tests) never takes
      // half a message, its attachment cut off.
      await writeFile(`${file}.partial`, eml as Buffer, { mode: 0o600 });
      await rename(`${file}.partial`, file);
      log.info('mail saved (no SMTP_URL set)', { file, subject: mail.subject });
    },
  };
}
