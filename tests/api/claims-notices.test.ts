import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../../api/adapters/mail/index.ts';
import { namespaceTexts } from '../../api/i18n/texts.ts';
import { startPortal } from './harness.ts';
import { claimsKit } from './claims-support.ts';

// The push service is outside: its sender records what would have gone out.
const pushed = vi.hoisted(() => [] as { endpoint: string; payload: { title: string; body: string; url: string } }[]);
vi.mock('web-push', async (original) => {
  const actual = (await original()) as { default: Record<string, unknown> };
  return {
    default: {
      ...actual.default,
      sendNotification: async (s: { endpoint: string }, payload: string) => {
        pushed.push({ endpoint: s.endpoint, payload: JSON.parse(payload) });
        return { statusCode: 201, body: '', headers: {} };
      },
    },
  };
});

const portal = await startPortal();
const { db } = portal;
const kit = claimsKit(portal);
const texts = namespaceTexts('claims');
const outbox = path.join(portal.env.dataDir, 'outbox');

async function subscribe(username: string, endpoint: string) {
  const userId = (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const at = new Date().toISOString();
  await db
    .insertInto('pushSubscriptions')
    .values({
      userId,
      endpoint,
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
      host: 'localhost',
      createdAt: at,
      updatedAt: at,
    })
    .execute();
}

describe('claim notices', () => {
  it("a status change mails the dealer and pushes to their browser, in the dealer's language, opening the claim", async () => {
    await db.updateTable('users').set({ language: 'de' }).where('username', '=', 'dealer').execute();
    await subscribe('dealer', 'https://push.example.org/dealer-phone');
    const { id, answer } = await kit.fileBikeClaim('dealer');
    const referenceNo = answer.claim.referenceNo as string;
    const mails = (await outboxMessages(outbox)).length;
    await kit.data('warranty', kit.STATUS, { id, status: 'in_review' });

    const german = texts.in('de');
    const subject = german('mail.status_subject', { referenceNo, status: german('status.in_review') });
    expect(subject).not.toBe(texts.in('en-us')('mail.status_subject', { referenceNo, status: 'In review' }));
    expect(pushed).toContainEqual({
      endpoint: 'https://push.example.org/dealer-phone',
      payload: expect.objectContaining({ title: subject, url: `/de/claim/${id}` }),
    });
    const dealerEmail = (await db.selectFrom('users').select('email').where('username', '=', 'dealer').executeTakeFirstOrThrow()).email!;
    const sent = (await outboxMessages(outbox)).slice(mails).filter((m) => m.raw.includes(dealerEmail));
    expect(sent).toHaveLength(1);
    expect(sent[0].raw).toContain(`/de/claim/${id}`);
  });

  it("a dealer's comment tells the officer of the claim's sales organisation; an officer's comment tells nobody", async () => {
    await subscribe('warranty', 'https://push.example.org/officer-laptop');
    const { id } = await kit.fileBikeClaim('dealer');
    const comment =
      'mutation($id: ID!, $c: String!, $i: Boolean!) { createClaimComment(id: $id, comment: $c, isInternal: $i) { message { status } } }';
    pushed.length = 0;
    await kit.data('warranty', comment, { id, c: 'Checking with the factory.', i: false });
    expect(pushed).toEqual([]);
    await kit.data('dealer', comment, { id, c: 'The consumer needs the bike back by Friday.', i: false });
    expect(pushed.map((p) => p.endpoint)).toEqual(['https://push.example.org/officer-laptop']);
    expect(pushed[0].payload.body).toContain('The consumer needs the bike back by Friday.');
  });
});
