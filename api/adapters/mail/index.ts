import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { nowIso } from '../../platform/clock.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go: the market's support address. */
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** Sends the portal's mail (credentials, invoices). The default keeps each message as a file instead of sending it. */
export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
}

const DEFAULT_FROM = 'Dealer portal <no-reply@dealer-portal.invalid>';

/**
 * SMTP when SMTP_URL is set (smtp://user:pass@host:587), else the outbox: DATA_DIR/outbox/<time>-<id>.eml, one RFC 822
 * file per message that any mail program opens, so demos and tests see exactly what would have been sent.
 */
export function mailerFor(dataDir: string, vars: NodeJS.ProcessEnv = process.env): Mailer {
  const from = vars.MAIL_FROM || DEFAULT_FROM;
  if (vars.SMTP_URL) {
    const transport = nodemailer.createTransport(vars.SMTP_URL);
    return {
      async send(m) {
        return { messageId: (await transport.sendMail({ from, ...m })).messageId };
      },
    };
  }
  return outboxMailer(path.join(dataDir, 'outbox'), from);
}

export function outboxMailer(folder: string, from = DEFAULT_FROM): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from, ...m });
      await fs.mkdir(folder, { recursive: true });
      // Time first, so a folder listing reads in sending order; random part, so two API nodes never clash.
      const name = `${nowIso().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(folder, name), info.message as Buffer);
      return { messageId: info.messageId };
    },
  };
}

/** The messages in an outbox folder, oldest first (tests and the demo read what was sent). */
export async function outboxMessages(folder: string): Promise<{ file: string; raw: string }[]> {
  const files = (await fs.readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => ({ file, raw: await fs.readFile(path.join(folder, file), 'utf8') })));
}
