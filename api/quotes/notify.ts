import { DEFAULT_LOCALE, asLocale } from '../../src/rules/locales.ts';
import { pushToUser } from '../adapters/push/index.ts';
import { chooserOf, rolesAndScopes } from '../auth/actor.ts';
import { mayActFor, usersWithAreasOver } from '../auth/customer-access.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { afterCommit } from '../db/write-scope.ts';
import { namespaceTexts } from '../i18n/texts.ts';
import { log } from '../platform/log.ts';

const texts = namespaceTexts('quotes');
const ANSWER_SCOPE = 'quote.answer';

interface Reader {
  id: number;
  email: string | null;
  language: string | null;
}

/** Mails and pushes each reader in their own language once the change has committed; a failing server is logged, the change stands. */
function tell(
  ctx: SignedInContext,
  readers: readonly Reader[],
  message: (t: ReturnType<typeof texts.in>) => { subject: string; body: string },
  path: string,
) {
  return afterCommit(async () => {
    for (const reader of readers) {
      const t = texts.in(reader.language);
      const { subject, body } = message(t);
      const url = `/${asLocale(reader.language) ?? DEFAULT_LOCALE}${path}`;
      try {
        if (reader.email)
          await ctx.mail.send({
            to: reader.email,
            subject,
            text: `${body}\n\n${t('mail.open')}: ${url}`,
            replyTo: ctx.host.config.email || undefined,
          });
        await pushToUser(ctx.db, ctx.env, reader.id, { title: subject, body, url });
      } catch (e) {
        log.error({ err: e, userId: reader.id }, 'quotes: a notice was not sent');
      }
    }
  });
}

/**
 * The staff who answer this customer's quotes: those whose areas in the market take the customer in (and do not
 * leave it out) and who hold quote.answer. Administrators, who reach every customer, read the queue instead.
 */
async function answerersOf(db: Database, customerId: number, sorg: string): Promise<Reader[]> {
  const candidates = await usersWithAreasOver(db, customerId, sorg);
  const readers: Reader[] = [];
  for (const user of candidates) {
    const { roles, scopes } = await rolesAndScopes(db, user.id, user.groupRoleId);
    if (scopes.has(ANSWER_SCOPE) && (await mayActFor(db, chooserOf({ user, roles, scopes }), customerId))) readers.push(user);
  }
  return readers;
}

/** A dealer asked for a quote: the staff who answer for the dealer are told. */
export async function tellAnswerers(
  ctx: SignedInContext,
  tx: Database,
  quote: { id: number; customerId: number; customerName: string; sorg: string },
) {
  const readers = await answerersOf(tx, quote.customerId, quote.sorg);
  await tell(
    ctx,
    readers,
    (t) => ({
      subject: t('mail.requested_subject', { id: quote.id, customer: quote.customerName }),
      body: t('mail.requested_body', { id: quote.id, customer: quote.customerName }),
    }),
    `/admin/quote-requests/${quote.id}`,
  );
}

/** Staff answered or declined a quote: the dealer's login that asked is told, with the last day or the reason. */
export async function tellRequester(
  ctx: SignedInContext,
  tx: Database,
  quote: { id: number; requestedBy: number },
  outcome: { answered: true; validUntil: string } | { answered: false; reason: string },
) {
  const reader = await tx
    .selectFrom('users')
    .select(['id', 'email', 'language'])
    .where('id', '=', quote.requestedBy)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!reader) return;
  await tell(
    ctx,
    [reader],
    (t) =>
      outcome.answered
        ? {
            subject: t('mail.answered_subject', { id: quote.id }),
            body: t('mail.answered_body', { id: quote.id, date: outcome.validUntil }),
          }
        : {
            subject: t('mail.declined_subject', { id: quote.id }),
            body: t('mail.declined_body', { id: quote.id, reason: outcome.reason }),
          },
    `/catalog/quotes/${quote.id}`,
  );
}
