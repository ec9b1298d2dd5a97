import fs from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from './database.ts';

/** The e2e server's mails (every node writes to DATA_DIR/outbox), oldest first, each as its raw text. */
export function outboxMails(): string[] {
  const outbox = path.join(e2eDataDir(), 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
}

/** The mails whose text holds `text` (an address, an order number), oldest first. */
export const mailsWith = (text: string) => outboxMails().filter((raw) => raw.includes(text));
