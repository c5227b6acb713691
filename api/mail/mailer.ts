import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from '../log';

/** One message the product sends. `link` is what the reader is asked to open, logged when no SMTP server is set. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Where messages land when no SMTP server is configured: `<data folder>/mail`, one `.eml` file each. */
export const mailFolder = (dataDir: string) => join(dataDir, 'mail');

/**
 * The product's one mailer: SMTP through nodemailer when `smtpUrl` is set; otherwise each message is written as an
 * `.eml` file into the data folder and its link is logged, so a development machine needs no mail server.
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
      async send({ to, subject, text, html }) {
        await (await transport()).sendMail({ from, to, subject, text, html });
      },
    };
  }
  const folder = mailFolder(dataDir);
  return {
    async send({ to, subject, text, html, link }) {
      const { message } = await (await transport()).sendMail({ from, to, subject, text, html });
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, message as Buffer, { mode: 0o600 });
      log.info('mail saved (no SMTP_URL set)', { file, subject, link });
    },
  };
}
