import { createHash } from 'node:crypto';
import { displayCustomerCode } from '../../../src/rules/customer-code.ts';
import type { Database } from '../../db/index.ts';
import type { ConsumerAccount, ConsumerAccountQuery, ConsumerAccounts, ConsumerAnswer, ConsumerRegistration } from './index.ts';

// Top-level domains set aside for tests and documentation (RFC 2606, RFC 6761): no mail arrives there.
const RESERVED_TLDS = new Set(['invalid', 'test', 'example', 'localhost', 'local']);
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;
const MIN_PHONE_DIGITS = 8;

/** A domain mail can reach: dotted labels of letters, digits and inner dashes, ending in a real top-level name. */
export function mailDomainOk(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const labels = email.slice(at + 1).split('.');
  const tld = labels.at(-1) ?? '';
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && /^[a-z]{2,24}$/i.test(tld) && !RESERVED_TLDS.has(tld.toLowerCase());
}

/** The consumer's account: one per email address, or per phone number for consumers without one. */
const accountKey = (email: string | null | undefined, phone: string | null | undefined) => {
  const key = email?.trim().toLowerCase() || (phone ?? '').replace(/\D/g, '');
  return key ? `CA${createHash('sha256').update(key).digest('hex').slice(0, 10).toUpperCase()}` : null;
};
const accountOf = (r: ConsumerRegistration) => accountKey(r.consumer.email, r.consumer.phone) as string;

// Registrations the system took, and edits of them: what an account holds.
const HELD = ['complete', 'pending_update', 'processing_update', 'failed_update'] as const;

/**
 * The built-in system's accounts are the registrations it accepted (their reference starts with the account's key), kept
 * in the portal's database.
 */
async function findAccount(db: Database | undefined, q: ConsumerAccountQuery): Promise<ConsumerAccount | null> {
  const key = accountKey(q.email, q.phone);
  if (!db || !key) return null;
  const rows = await db
    .selectFrom('registeredFrames as r')
    .innerJoin('frames as f', 'f.id', 'r.frameId')
    .innerJoin('articles as a', 'a.id', 'f.articleId')
    .innerJoin('customers as cu', 'cu.id', 'r.customerId')
    .leftJoin('cities as c', 'c.id', 'r.consumerCityId')
    .select([
      'r.consumerName',
      'c.description as city',
      'f.frameNumber',
      'a.model',
      'a.modelYear',
      'r.soldDate',
      'cu.codeIsr',
      'cu.codeR3',
      'r.updatedAt',
      'r.useAccountData',
    ])
    .where('r.deletedAt', 'is', null)
    .where('r.status', 'in', [...HELD])
    .where('r.accountRef', 'like', `${key}-%`)
    .where('a.brand', '=', q.brand)
    .orderBy('r.soldDate', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  if (!rows.length) return null;
  // A sale made with the account's own data kept its name and city: the newest sale that gave them stands for the account.
  const byDate = [...rows].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const newest = byDate.find((r) => !r.useAccountData) ?? byDate[0];
  return {
    accountRef: key,
    name: newest.consumerName,
    city: newest.city,
    bikes: rows.map((r) => ({
      frameNumber: r.frameNumber,
      model: r.model,
      modelYear: r.modelYear,
      soldDate: r.soldDate,
      dealerCode: displayCustomerCode({ isr: r.codeIsr, r3: r.codeR3 }),
    })),
  };
}

function check(r: ConsumerRegistration): ConsumerAnswer {
  const { email, phone, name } = r.consumer;
  if (email && !mailDomainOk(email)) {
    return { accepted: false, code: 'email_domain', reason: `The email address ${email} has no domain that can receive mail` };
  }
  if (phone.replace(/\D/g, '').length < MIN_PHONE_DIGITS) {
    return { accepted: false, code: 'phone_too_short', reason: `The phone number ${phone} has fewer than ${MIN_PHONE_DIGITS} digits` };
  }
  // With the account's own data the system keeps the name it has; otherwise a name needs two letters at least.
  if (!r.useAccountData && name.replace(/[^\p{L}]/gu, '').length < 2) {
    return { accepted: false, code: 'name_too_short', reason: 'The consumer name needs at least two letters' };
  }
  return { accepted: true, accountRef: `${accountOf(r)}-${String(r.registrationId).padStart(6, '0')}` };
}

/**
 * The built-in consumer account system: it checks what a real one checks before it opens or extends an account (an
 * email that can receive mail, a phone number that can be called) and answers at once.
 */
export function localConsumerAccounts(db?: Database): ConsumerAccounts {
  return {
    name: 'local',
    register: async (r) => check(r),
    update: async (r) => check(r),
    account: (q) => findAccount(db, q),
  };
}
