import { createHash } from 'node:crypto';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { userError } from '../graphql/mutation-result.ts';
import { type CheckoutAnswer, refuse } from './answer.ts';
import { nowIso } from '../platform/clock.ts';

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** What a checkout was made for: its cart lines (order-independent) and the details the dealer chose. */
export function checkoutHashes(lines: readonly { sorg: string; articleCode: string; qty: number; uom: string }[], request: object) {
  const cart = lines.map((l) => `${l.sorg}|${l.articleCode}|${l.qty}|${l.uom}`).sort();
  return { cartHash: sha256(cart), requestHash: sha256(request) };
}

export interface CheckoutKey {
  idempotencyKey: string;
  customerId: number;
  userId: number;
}

/**
 * The stored answer for a key already used, or null for a new key. A repeat of the same request answers the first
 * answer again: the cart is then either empty (the first one placed it) or the same. A key used for another cart
 * or other details is refused, so a key can never place a different order.
 */
export async function earlierAnswer(tx: Database, key: CheckoutKey, hashes: ReturnType<typeof checkoutHashes>, cartIsEmpty: boolean) {
  const row = await tx
    .selectFrom('checkoutRequests')
    .select(['cartHash', 'requestHash', 'answer'])
    .where('idempotencyKey', '=', key.idempotencyKey)
    .where('customerId', '=', key.customerId)
    .where('userId', '=', key.userId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.requestHash === hashes.requestHash && (cartIsEmpty || row.cartHash === hashes.cartHash)) {
    return JSON.parse(row.answer) as CheckoutAnswer;
  }
  return refuse(ErrorCode.conflict, 'This checkout was already submitted for another cart; refresh the page and check out again', [
    userError('idempotencyKey', 'Already used for another cart or other checkout details', 'checkout:errors.checkout_key_reused'),
  ]);
}

export async function storeAnswer(tx: Database, key: CheckoutKey, hashes: ReturnType<typeof checkoutHashes>, answer: CheckoutAnswer) {
  await tx
    .insertInto('checkoutRequests')
    .values({ ...key, ...hashes, answer: JSON.stringify(answer), createdAt: nowIso() })
    .execute();
}
