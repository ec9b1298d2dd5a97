import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { chooserOf } from '../auth/actor.ts';
import { customersFor } from '../auth/customer-access.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import type { DB } from '../db/types.ts';
import { notFound } from '../graphql/errors.ts';

type QuotesEb = ExpressionBuilder<DB & { q: DB['quotes'] }, 'q'>;

/**
 * Who reads which quotes (DESIGN 'Tenant rule'). The dealer's side: every login of the active customer (and whoever
 * acts for it) reads the customer's quotes in the host's market. The answering side (quote.answer): the quotes of
 * the customers the reader may act for (their areas; every customer for an admin), in the host's market.
 */
export function dealersQuotes(ctx: SignedInContext): (eb: QuotesEb) => Expression<SqlBool> {
  const customerId = ctx.actor.customer!.id;
  const { sorg } = ctx.host.config;
  return (eb) => eb.and([eb('q.customerId', '=', customerId), eb('q.sorg', '=', sorg)]);
}

export function answerersQuotes(ctx: SignedInContext): (eb: QuotesEb) => Expression<SqlBool> {
  const { sorg } = ctx.host.config;
  const reach = customersFor(ctx.db, chooserOf(ctx.actor)).select('customers.id');
  return (eb) => eb.and([eb('q.sorg', '=', sorg), eb('q.customerId', 'in', reach)]);
}

export type QuoteSide = 'dealer' | 'answerer';
const sideFilter = (ctx: SignedInContext, side: QuoteSide) => (side === 'dealer' ? dealersQuotes(ctx) : answerersQuotes(ctx));

/** The quote if this side of this session may read it; NOT_FOUND otherwise, so an id says nothing of others' quotes. */
export async function readableQuote(ctx: SignedInContext, side: QuoteSide, id: number, db: Database = ctx.db) {
  const row =
    Number.isSafeInteger(id) && id > 0
      ? await db.selectFrom('quotes as q').selectAll('q').where('q.id', '=', id).where(sideFilter(ctx, side)).executeTakeFirst()
      : undefined;
  return row ?? notFound('Quote not found');
}

export const quotesOf = (ctx: SignedInContext, side: QuoteSide) => ctx.db.selectFrom('quotes as q').where(sideFilter(ctx, side));
