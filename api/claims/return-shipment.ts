import { RETURN_SHIPMENT_MAX, returnDateProblem } from '../../src/rules/claims.ts';
import type { SignedInContext } from '../context.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { checkField, checkLength, Refused, trimmed, type UserError } from '../graphql/mutation-result.ts';
import { isoIn, nowIso } from '../platform/clock.ts';
import { readableClaim } from './access.ts';
import { claimAnswer, claimError } from './answer.ts';
import { recordHistory } from './history.ts';

export interface ReturnShipmentInput {
  deliveryNo: string;
  deliveryAt: string;
  resiNo?: string | null;
}

/**
 * May this user enter the claim's return shipment now: the dealer who filed it (the session acts for the claim's
 * customer, not read-only) while the claim is not finished. Officers read it; they do not send the part.
 */
export async function mayEnterReturn(ctx: SignedInContext, claim: { customerId: number; statusId: string }) {
  if (claim.customerId !== ctx.actor.customer?.id || ctx.actor.user.limitation === 'audit') return false;
  const status = await ctx.db.selectFrom('claimStatuses').select('category').where('id', '=', claim.statusId).executeTakeFirst();
  return status?.category !== 'done';
}

// "Not in the future" for the dealer's own day, wherever the portal sells: up to 14 hours ahead of UTC.
const latestToday = () => isoIn(14 * 3_600_000).slice(0, 10);

/**
 * updateClaimReturnShipment: the dealer says how the claimed part goes back (spec 2 §3 Claim deliveryNo, deliveryAt,
 * resiNo): their delivery note, the day it left and the courier's tracking number. It can be corrected until the claim
 * is finished; each save is a step of the claim's history.
 */
export function updateClaimReturnShipment(ctx: SignedInContext, id: number, input: ReturnShipmentInput) {
  return claimAnswer(
    ctx,
    async (tx) => {
      const claim = await readableClaim(ctx, id);
      if (claim.customerId !== ctx.actor.customer?.id)
        throw new Refused(ErrorCode.forbidden, [claimError('deliveryNo', 'return_for_dealer')]);
      if (!(await mayEnterReturn(ctx, claim))) throw new Refused(ErrorCode.conflict, [claimError('deliveryNo', 'return_closed')]);
      const errors: UserError[] = [];
      const deliveryNo = trimmed(input.deliveryNo);
      const resiNo = trimmed(input.resiNo);
      const deliveryAt = trimmed(input.deliveryAt);
      if (!deliveryNo) errors.push(claimError('deliveryNo', 'delivery_no_required'));
      else
        checkField(errors, 'deliveryNo', deliveryNo, ['text']) &&
          checkLength(errors, 'deliveryNo', deliveryNo, RETURN_SHIPMENT_MAX.deliveryNo);
      if (resiNo) checkField(errors, 'resiNo', resiNo, ['text']) && checkLength(errors, 'resiNo', resiNo, RETURN_SHIPMENT_MAX.resiNo);
      const problem = returnDateProblem(deliveryAt, latestToday(), claim.createdAt);
      if (problem) errors.push(claimError('deliveryAt', problem));
      if (errors.length) throw new Refused(ErrorCode.invalidInput, errors);
      const at = nowIso();
      await tx
        .updateTable('claims')
        .set({
          returnDeliveryNo: deliveryNo,
          returnDeliveryAt: deliveryAt,
          returnResiNo: resiNo || null,
          returnEnteredBy: ctx.actor.user.id,
          returnEnteredAt: at,
          updatedAt: at,
        })
        .where('id', '=', id)
        .execute();
      await recordHistory(tx, ctx, id, 'return_shipment', null, null, resiNo ? `${deliveryNo} / ${resiNo}` : deliveryNo);
      return id;
    },
    'The return shipment is saved',
  );
}
