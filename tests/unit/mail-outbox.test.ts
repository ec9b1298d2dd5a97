import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mailerFor, outboxMessages } from '../../api/adapters/mail/index.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the outbox mailer', () => {
  it('keeps each message with its attachment as an .eml file in DATA_DIR/outbox, in sending order', async () => {
    const mail = mailerFor(dataDir, {});
    await mail.send({
      to: 'dealer@example.com',
      subject: 'Invoice INV-1',
      text: 'Attached.',
      replyTo: 'support@example.com',
      attachments: [{ filename: 'INV-1.pdf', content: Buffer.from('%PDF-1.4 test'), contentType: 'application/pdf' }],
    });
    await mail.send({ to: 'other@example.com', subject: 'Second', text: 'Hello' });
    const messages = await outboxMessages(path.join(dataDir, 'outbox'));
    expect(messages).toHaveLength(2);
    expect(messages[0].raw).toMatch(/^To: dealer@example.com$/m);
    expect(messages[0].raw).toMatch(/^Subject: Invoice INV-1$/m);
    expect(messages[0].raw).toMatch(/^Reply-To: support@example.com$/m);
    expect(messages[0].raw).toContain('filename=INV-1.pdf');
    expect(messages[1].raw).toMatch(/^Subject: Second$/m);
  });
});
