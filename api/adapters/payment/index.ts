import type { AccountType, CardType } from '../../../src/rules/payment-information.ts';

/** A card as the dealer typed it; it goes to the gateway once and is never stored or logged by the portal. */
export interface CardToTokenise {
  kind: 'card';
  number: string;
  cardType: CardType;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string;
}

export interface BankAccountToTokenise {
  kind: 'ach';
  accountType: AccountType;
  accountNumber: string;
  routingNumber: string;
}

/** What the portal keeps of a card or account: the gateway's token and what a person may read ('Visa •••• 4242'). */
export interface Tokenised {
  token: string;
  display: string;
}

export interface VirtualAccountRequest {
  externalId: string;
  amount: number;
  currency: string;
  payerCode: string;
  merchant: string;
  expiresAt: string;
}

export interface ChargeRequest {
  externalId: string;
  token: string;
  amount: number;
  currency: string;
}

/** The gateway refused what it was given (details it cannot use); `reason` is for the log, never card data. */
export class GatewayRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'GatewayRefusal';
  }
}

/** The outcomes a gateway reports to POST /api/payments/webhook, signed (see signature.ts). */
export type GatewayEventType = 'payment_request.paid' | 'payment_request.failed' | 'payment_request.expired';

export interface GatewayEvent {
  /** Unique per outcome: a second delivery of the same event carries the same id. */
  id: string;
  type: GatewayEventType;
  createdAt: string;
  data: { externalId: string; amount: number; currency: string; reason?: string | null };
}

/**
 * The payment gateway behind the portal (DESIGN 'Outside systems'). The portal tokenises card and bank details
 * before it stores anything, opens a virtual account for a transfer, charges a token at once for card and ACH,
 * and voids what the dealer cancels. Outcomes (paid, failed, expired) arrive later on the signed webhook, never as
 * the answer of these calls, so a real connector implements the same calls against its API. Every call is keyed
 * by the request's externalId and must be safe to repeat.
 */
export interface PaymentGateway {
  readonly name: string;
  /** A test gateway: the payment page offers its 'simulate a bank payment' action. */
  readonly sandbox: boolean;
  tokenise(details: CardToTokenise | BankAccountToTokenise): Promise<Tokenised>;
  openVirtualAccount(request: VirtualAccountRequest): Promise<{ virtualAccountNo: string; expiresAt: string }>;
  charge(request: ChargeRequest): Promise<void>;
  void(externalId: string): Promise<void>;
}
