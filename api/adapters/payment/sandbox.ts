import { createHash, randomBytes } from 'node:crypto';
import { cardTypeOf, digitsOf, luhnValid, maskedDisplay, routingNumberValid } from '../../../src/rules/payment-information.ts';
import type { Database } from '../../db/index.ts';
import { afterCommit } from '../../db/write-scope.ts';
import {
  type BankAccountToTokenise,
  type CardToTokenise,
  type ChargeRequest,
  type GatewayEvent,
  GatewayRefusal,
  type PaymentGateway,
  type VirtualAccountRequest,
} from './index.ts';
import { signBody } from './signature.ts';
import { nowIso } from '../../platform/clock.ts';

/**
 * Test numbers of the sandbox, as a real gateway's test mode has them. Any other valid card or account succeeds.
 * Cards: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds.
 * ACH: routing 011000015 (or any valid routing number) is paid, except account 000111111116, which is closed.
 */
export const SANDBOX_CARDS = { paid: '4242424242424242', declined: '4000000000000002', insufficientFunds: '4000000000009995' } as const;
export const SANDBOX_ACH = { routingNumber: '011000015', closedAccount: '000111111116' } as const;

const failures: Record<string, string> = {
  [SANDBOX_CARDS.declined]: 'card_declined',
  [SANDBOX_CARDS.insufficientFunds]: 'insufficient_funds',
  [SANDBOX_ACH.closedAccount]: 'account_closed',
};

/** Hands a signed event to the portal's webhook; answers the HTTP status the webhook gave. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<number>;

export interface SandboxOptions {
  db: Database;
  secret: string;
  deliver: WebhookDelivery;
  /** How long a charge takes before its outcome is reported. */
  chargeDelayMs?: number;
}

export type SandboxPayment = { outcome: 'paid' | 'expired' } | { outcome: 'unknown' } | { outcome: 'closed'; status: string };

export interface SandboxGateway extends PaymentGateway {
  /** Someone pays a virtual account at the (pretend) bank: the full amount, reported at once. */
  payVirtualAccount(virtualAccountNo: string, now?: Date): Promise<SandboxPayment>;
  /** Settles once every outcome scheduled so far has been delivered (tests wait on it). */
  idle(): Promise<void>;
}

// The outcome rides in the token, like a real test mode's tokens (tok_chargeDeclined): nothing of the number does.
const TOKEN = /^tok_sbx_(card|ach)_([a-z_]+)_([0-9a-f]{24})$/;
const newToken = (kind: 'card' | 'ach', outcome: string) => `tok_sbx_${kind}_${outcome}_${randomBytes(12).toString('hex')}`;

/** A virtual account number of 16 digits, the same every time for one request, so opening it again is harmless. */
function virtualAccountNo(externalId: string): string {
  const hash = createHash('sha256').update(externalId).digest();
  const digits = [...hash.subarray(0, 12)].map((b) => String(b % 10)).join('');
  return `8808${digits}`;
}

/**
 * The built-in gateway. It keeps no card data (the outcome of a test number is decided when it is tokenised),
 * reads the virtual accounts it opened from the portal's payment requests, and reports every outcome by signing
 * an event and handing it to the webhook, retried a few times like a real gateway does.
 */
export function sandboxGateway({ db, secret, deliver, chargeDelayMs = 200 }: SandboxOptions): SandboxGateway {
  const pending = new Set<Promise<void>>();

  async function send(event: GatewayEvent) {
    const raw = JSON.stringify(event);
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const status = await deliver(raw, signBody(secret, raw));
        if (status < 500) return;
      } catch (e) {
        console.error(`Sandbox gateway: delivering ${event.type} failed (attempt ${attempt})`, e);
      }
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }

  const event = (type: GatewayEvent['type'], data: GatewayEvent['data'], id: string): GatewayEvent => ({
    id,
    type,
    createdAt: nowIso(),
    data,
  });

  // Scheduled once the portal's transaction commits: a charge of a request that was rolled back reports nothing.
  function later(work: () => Promise<void>) {
    void afterCommit(() => {
      const job = new Promise<void>((resolve) => setTimeout(resolve, chargeDelayMs)).then(work).finally(() => pending.delete(job));
      pending.add(job);
    });
  }

  return {
    name: 'sandbox',
    sandbox: true,

    async tokenise(details: CardToTokenise | BankAccountToTokenise) {
      if (details.kind === 'card') {
        const number = digitsOf(details.number);
        if (!luhnValid(number) || cardTypeOf(number) !== details.cardType) throw new GatewayRefusal('card_number_invalid');
        return { token: newToken('card', failures[number] ?? 'ok'), display: maskedDisplay(details.cardType, number) };
      }
      const account = digitsOf(details.accountNumber);
      if (!routingNumberValid(digitsOf(details.routingNumber)) || !/^\d{4,17}$/.test(account)) throw new GatewayRefusal('account_invalid');
      return { token: newToken('ach', failures[account] ?? 'ok'), display: maskedDisplay(details.accountType, account) };
    },

    async openVirtualAccount(request: VirtualAccountRequest) {
      return { virtualAccountNo: virtualAccountNo(request.externalId), expiresAt: request.expiresAt };
    },

    async charge({ externalId, token, amount, currency }: ChargeRequest) {
      const outcome = TOKEN.exec(token)?.[2] ?? 'unknown_token';
      later(() =>
        send(
          outcome === 'ok'
            ? event('payment_request.paid', { externalId, amount, currency }, `evt_${externalId}_charged`)
            : event('payment_request.failed', { externalId, amount, currency, reason: outcome }, `evt_${externalId}_charge_failed`),
        ),
      );
    },

    // The portal closes the request itself; a voided account is no longer pending, so it cannot be paid.
    async void() {},

    async payVirtualAccount(virtualAccountNo: string, now = new Date()) {
      const account = await db
        .selectFrom('paymentRequests')
        .select(['externalId', 'amount', 'currency', 'status', 'expiresAt'])
        .where('virtualAccountNo', '=', virtualAccountNo)
        .executeTakeFirst();
      if (!account) return { outcome: 'unknown' };
      if (account.status !== 'pending') return { outcome: 'closed', status: account.status };
      const data = { externalId: account.externalId, amount: Number(account.amount), currency: account.currency };
      if (account.expiresAt && account.expiresAt <= now.toISOString()) {
        await send(event('payment_request.expired', data, `evt_${account.externalId}_expired`));
        return { outcome: 'expired' };
      }
      await send(event('payment_request.paid', data, `evt_${account.externalId}_transfer_paid`));
      return { outcome: 'paid' };
    },

    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
