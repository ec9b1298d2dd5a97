import { createHash } from 'node:crypto';
import type { ConsumerAccounts, ConsumerAnswer, ConsumerRegistration } from './index.ts';

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
const accountOf = (r: ConsumerRegistration) => {
  const key = r.consumer.email?.trim().toLowerCase() || r.consumer.phone.replace(/\D/g, '');
  return `CA${createHash('sha256').update(key).digest('hex').slice(0, 10).toUpperCase()}`;
};

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
export function localConsumerAccounts(): ConsumerAccounts {
  return {
    name: 'local',
    register: async (r) => check(r),
    update: async (r) => check(r),
  };
}
