import type { SignedInContext } from '../context.ts';
import { type Article, articleColumns } from '../catalog/loaders.ts';
import { marketOf } from '../catalog/market.ts';
import { cartLines, takeOutOfCart } from '../cart/lines.ts';
import { type PageInfo, pageInfo } from '../db/paging.ts';
import { ErrorCode, forbidden } from '../graphql/errors.ts';
import { areaErrors, type RecordAnswer, Refused, recordAnswer } from '../graphql/mutation-result.ts';
import { fillIn } from '../i18n/texts.ts';
import { nowIso } from '../platform/clock.ts';
import {
  mayAskForQuote,
  QUOTE_NOTE_MAX,
  type QuoteMessageKey,
  quoteMessages,
  type QuoteState,
  quoteState,
} from '../../src/rules/quotes.ts';
import { quotesOf, type QuoteSide, readableQuote } from './access.ts';
import { tellAnswerers } from './notify.ts';

const quoteError = areaErrors(quoteMessages, 'quotes:errors.');
export const refuseQuote = (
  field: string,
  key: QuoteMessageKey,
  params?: Record<string, string>,
  code: string = ErrorCode.invalidInput,
): never => {
  throw new Refused(code, [quoteError(field, key, params)], fillIn(quoteMessages[key], params));
};

/** One quote as a list shows it: whose, its state, how many lines and what they come to. */
export interface QuoteRow {
  id: number;
  state: QuoteState;
  customerName: string;
  customerCode: string;
  requestedByName: string;
  createdAt: string;
  validUntil: string | null;
  lineCount: number;
  /** Minor units: the lines at the prices of the day they were asked for. */
  listTotal: number;
  /** Minor units: the lines at the quoted prices; null until answered. */
  quotedTotal: number | null;
  currency: string;
}

/** The quotes one side of this session reads, newest first; the answering side may ask for one state (its queue). */
export async function quoteRows(
  ctx: SignedInContext,
  side: QuoteSide,
  { page, limit, state }: { page: number; limit: number; state?: QuoteState | null },
): Promise<{ quotes: QuoteRow[]; info: PageInfo }> {
  const { today } = await marketOf(ctx);
  let base = quotesOf(ctx, side);
  if (state === 'expired') base = base.where('q.status', '=', 'answered').where('q.validUntil', '<', today);
  else if (state === 'answered') base = base.where('q.status', '=', 'answered').where('q.validUntil', '>=', today);
  else if (state) base = base.where('q.status', '=', state);
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .innerJoin('customers as c', 'c.id', 'q.customerId')
      .innerJoin('users as u', 'u.id', 'q.requestedBy')
      .select(['q.id', 'q.status', 'q.validUntil', 'q.createdAt', 'q.currency', 'c.name as customerName', 'c.codeR3 as customerCode'])
      .select(['u.name as requesterName', 'u.username as requesterUsername'])
      .select((eb) => [
        eb
          .selectFrom('quoteLines as l')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('l.quoteId', '=', 'q.id')
          .as('lineCount'),
        eb
          .selectFrom('quoteLines as l')
          .select((s) => s.fn.sum<number>(s('l.listPrice', '*', s.ref('l.quantity'))).as('t'))
          .whereRef('l.quoteId', '=', 'q.id')
          .as('listTotal'),
        eb
          .selectFrom('quoteLines as l')
          .select((s) => s.fn.sum<number>(s('l.quotedPrice', '*', s.ref('l.quantity'))).as('t'))
          .whereRef('l.quoteId', '=', 'q.id')
          .as('quotedTotal'),
      ])
      .orderBy('q.createdAt', 'desc')
      .orderBy('q.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return {
    quotes: rows.map((r) => ({
      id: r.id,
      state: quoteState(r.status, r.validUntil, today),
      customerName: r.customerName,
      customerCode: r.customerCode ?? '',
      requestedByName: r.requesterName || r.requesterUsername,
      createdAt: r.createdAt,
      validUntil: r.validUntil,
      lineCount: Number(r.lineCount ?? 0),
      listTotal: Number(r.listTotal ?? 0),
      quotedTotal: r.status === 'requested' || r.status === 'declined' || r.quotedTotal === null ? null : Number(r.quotedTotal),
      currency: r.currency,
    })),
    info: pageInfo(page, limit, Number(count)),
  };
}

/** A quote's line: as asked, its quoted price once answered, and the article as the market sells it today (null when no longer). */
export interface QuoteLine {
  id: number;
  articleCode: string;
  name: string;
  qty: number;
  uom: string;
  listPrice: number;
  quotedPrice: number | null;
  product: Article | null;
}

/** One quote with its lines, who asked and answered, and the orders placed from it. */
export async function quoteDetail(ctx: SignedInContext, side: QuoteSide, id: number) {
  const q = await readableQuote(ctx, side, id);
  const { today } = await marketOf(ctx);
  const [lines, people, customer, orders] = await Promise.all([
    ctx.db
      .selectFrom('quoteLines as l')
      .leftJoin('articles as a', (j) => j.onRef('a.articleCode', '=', 'l.articleCode').on('a.sorg', '=', q.sorg))
      .select(['l.id as lineId', 'l.articleCode as lineCode', 'l.name as lineName', 'l.quantity', 'l.uom as lineUom'])
      .select(['l.listPrice', 'l.quotedPrice'])
      .select(articleColumns.map((c) => `a.${c}` as const))
      .where('l.quoteId', '=', q.id)
      .orderBy('l.id')
      .execute(),
    ctx.db
      .selectFrom('users')
      .select(['id', 'name', 'username'])
      .where('id', 'in', [q.requestedBy, q.answeredBy ?? -1, q.orderedBy ?? -1])
      .execute(),
    ctx.db.selectFrom('customers').select(['name', 'codeR3']).where('id', '=', q.customerId).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('orders').select(['id', 'orderNo']).where('quoteId', '=', q.id).orderBy('id').execute(),
  ]);
  const nameOf = (userId: number | null) => {
    const u = people.find((p) => p.id === userId);
    return u ? u.name || u.username : null;
  };
  const shown: QuoteLine[] = lines.map(({ lineId, lineCode, lineName, quantity, lineUom, listPrice, quotedPrice, ...a }) => ({
    id: lineId,
    articleCode: lineCode,
    name: a.name ?? lineName,
    qty: Number(quantity),
    uom: lineUom,
    listPrice: Number(listPrice),
    quotedPrice: quotedPrice === null ? null : Number(quotedPrice),
    product: a.id === null ? null : (a as Article),
  }));
  return {
    id: q.id,
    state: quoteState(q.status, q.validUntil, today),
    customerName: customer.name,
    customerCode: customer.codeR3 ?? '',
    note: q.note,
    requestedByName: nameOf(q.requestedBy) ?? '',
    createdAt: q.createdAt,
    answeredByName: nameOf(q.answeredBy),
    answeredAt: q.answeredAt,
    answerNote: q.answerNote,
    declineReason: q.declineReason,
    validUntil: q.validUntil,
    orderedByName: nameOf(q.orderedBy),
    orderedAt: q.orderedAt,
    currency: q.currency,
    lines: shown,
    orders,
  };
}
export type QuoteDetail = Awaited<ReturnType<typeof quoteDetail>>;

/**
 * Asks for a quote on the active customer's cart with a note (the host decides from how many pieces): the cart's
 * lines, at the price rule's prices of now, move from the cart to the quote, all or nothing; the staff who answer
 * for the customer are told once it is stored.
 */
export async function requestQuote(ctx: SignedInContext, note: string | null): Promise<RecordAnswer> {
  if (!ctx.host.config.quoteFromPieces) forbidden(quoteMessages.not_offered);
  const market = await marketOf(ctx);
  const customer = ctx.actor.customer!;
  const text = note?.trim() || null;
  const answer = await recordAnswer(
    ctx.db,
    async (tx) => {
      if (text && text.length > QUOTE_NOTE_MAX) refuseQuote('note', 'note_too_long', { max: String(QUOTE_NOTE_MAX) });
      const lines = await cartLines({ ...ctx, db: tx });
      if (!lines.length) refuseQuote('cart', 'cart_empty', undefined, ErrorCode.conflict);
      const pieces = lines.reduce((sum, l) => sum + l.qty, 0);
      if (!mayAskForQuote(ctx.host.config, pieces))
        refuseQuote('cart', 'too_few', { min: String(ctx.host.config.quoteFromPieces) }, ErrorCode.conflict);
      const now = nowIso();
      const { id } = await tx
        .insertInto('quotes')
        .values({
          customerId: customer.id,
          sorg: market.sorg,
          hostname: ctx.host.hostname,
          requestedBy: ctx.actor.user.id,
          note: text,
          status: 'requested',
          answeredBy: null,
          answeredAt: null,
          answerNote: null,
          declineReason: null,
          validUntil: null,
          orderedBy: null,
          orderedAt: null,
          currency: market.currency,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('quoteLines')
        .values(
          lines.map((l) => ({
            quoteId: id,
            articleCode: l.product.articleCode,
            name: l.product.name,
            quantity: l.qty,
            uom: l.uom,
            listPrice: l.unitPrice,
            quotedPrice: null,
          })),
        )
        .execute();
      await takeOutOfCart(tx, customer.id, lines);
      await tellAnswerers(ctx, tx, { id, customerId: customer.id, customerName: customer.name, sorg: market.sorg });
      return id;
    },
    'Your quote request was sent',
    'The quote was not requested',
  );
  return answer;
}
