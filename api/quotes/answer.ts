import type { SignedInContext } from '../context.ts';
import { marketOf } from '../catalog/market.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { type RecordAnswer, recordAnswer } from '../graphql/mutation-result.ts';
import { nowIso } from '../platform/clock.ts';
import { addDays, QUOTE_NOTE_MAX, QUOTE_VALID_MAX_DAYS } from '../../src/rules/quotes.ts';
import { readableQuote } from './access.ts';
import { tellRequester } from './notify.ts';
import { refuseQuote } from './service.ts';

export interface QuoteAnswerInput {
  /** Every line of the quote with its unit price in minor units. */
  lines: readonly { id: number; price: number }[];
  validUntil: string;
  note?: string | null;
}

/**
 * Staff who answer for the customer give every line a price and a last day (today to 90 days on); one decision per
 * quote: a quote answered or declined meanwhile is refused, so two answers at once leave the first.
 */
export async function answerQuote(ctx: SignedInContext, id: number, input: QuoteAnswerInput): Promise<RecordAnswer> {
  const { today } = await marketOf(ctx);
  return recordAnswer(
    ctx.db,
    async (tx) => {
      const quote = await readableQuote(ctx, 'answerer', id, tx);
      const note = input.note?.trim() || null;
      if (note && note.length > QUOTE_NOTE_MAX) refuseQuote('note', 'note_too_long', { max: String(QUOTE_NOTE_MAX) });
      const last = addDays(today, QUOTE_VALID_MAX_DAYS);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(input.validUntil) || input.validUntil < today || input.validUntil > last)
        refuseQuote('validUntil', 'valid_until_invalid', { max: String(QUOTE_VALID_MAX_DAYS) });
      const lines = await tx.selectFrom('quoteLines').select('id').where('quoteId', '=', quote.id).execute();
      const prices = new Map(input.lines.map((l) => [l.id, l.price]));
      for (const [i, line] of lines.entries()) {
        const price = prices.get(line.id);
        if (price === undefined) refuseQuote(`lines.${i}.price`, 'price_required');
        if (!Number.isSafeInteger(price) || price! < 0) refuseQuote(`lines.${i}.price`, 'price_invalid');
      }
      const now = nowIso();
      // The guard on the status is the one decision: of two answers at once, the second updates nothing.
      const taken = await tx
        .updateTable('quotes')
        .set({
          status: 'answered',
          answeredBy: ctx.actor.user.id,
          answeredAt: now,
          answerNote: note,
          validUntil: input.validUntil,
          updatedAt: now,
        })
        .where('id', '=', quote.id)
        .where('status', '=', 'requested')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) refuseQuote('quote', 'not_open', undefined, ErrorCode.conflict);
      for (const line of lines)
        await tx
          .updateTable('quoteLines')
          .set({ quotedPrice: prices.get(line.id)! })
          .where('id', '=', line.id)
          .execute();
      await tellRequester(ctx, tx, quote, { answered: true, validUntil: input.validUntil });
      return quote.id;
    },
    'The quote was answered',
    'The quote was not answered',
  );
}

/** Declines a quote with a reason the dealer reads; one decision per quote, as answering. */
export async function declineQuote(ctx: SignedInContext, id: number, reason: string): Promise<RecordAnswer> {
  return recordAnswer(
    ctx.db,
    async (tx) => {
      const quote = await readableQuote(ctx, 'answerer', id, tx);
      const why = reason.trim();
      if (!why) refuseQuote('reason', 'reason_required');
      if (why.length > QUOTE_NOTE_MAX) refuseQuote('reason', 'note_too_long', { max: String(QUOTE_NOTE_MAX) });
      const now = nowIso();
      const taken = await tx
        .updateTable('quotes')
        .set({ status: 'declined', answeredBy: ctx.actor.user.id, answeredAt: now, declineReason: why, updatedAt: now })
        .where('id', '=', quote.id)
        .where('status', '=', 'requested')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) refuseQuote('quote', 'not_open', undefined, ErrorCode.conflict);
      await tellRequester(ctx, tx, quote, { answered: false, reason: why });
      return quote.id;
    },
    'The quote was declined',
    'The quote was not declined',
  );
}
