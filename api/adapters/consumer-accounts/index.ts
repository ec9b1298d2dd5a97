import type { Database } from '../../db/index.ts';
import { localConsumerAccounts } from './local.ts';

/** A warranty registration as the brand's consumer account system receives it. */
export interface ConsumerRegistration {
  registrationId: number;
  frameNumber: string;
  brand: string;
  model: string;
  articleDescription: string;
  /** YYYY-MM-DD: the warranty starts on it. */
  soldDate: string;
  nonRetail: boolean;
  consumer: { name: string; phone: string; email: string | null; address: string; city: string | null; countryId: string | null };
  dealerName: string;
  dealerCode: string;
  /** The consumer has an account already: the system keeps its name and address and links the bike to it. */
  useAccountData: boolean;
  /** Set on an update: the system's key of the registration it holds. */
  accountRef: string | null;
}

/** Why the system refused a registration: a code the portal translates, and the system's own words. */
export type RefusalCode = 'email_domain' | 'phone_too_short' | 'name_too_short';
export type ConsumerAnswer = { accepted: true; accountRef: string } | { accepted: false; code: RefusalCode; reason: string };

/** Who the dealer asks about: the consumer's email address, or their phone number when they have none. */
export interface ConsumerAccountQuery {
  brand: string;
  email: string | null;
  phone: string | null;
}

/** One bike of the brand held in a consumer's account. */
export interface ConsumerAccountBike {
  frameNumber: string;
  model: string;
  modelYear: number;
  /** YYYY-MM-DD: the warranty started on it. */
  soldDate: string;
  /** The code of the shop that registered the sale. */
  dealerCode: string;
}

/** A consumer's account with one brand, as the system answers a lookup. */
export interface ConsumerAccount {
  accountRef: string;
  name: string;
  city: string | null;
  bikes: ConsumerAccountBike[];
}

/**
 * The brand's consumer account system (DESIGN 'Outside systems'): it holds the consumers' accounts and their bikes'
 * warranties. The portal sends registrations through consumer_account_outbox (outbox.ts); a connector answers
 * accepted (with its key) or refused (with a reason the dealer can act on), and throws when it cannot be reached,
 * so the registration waits for the next tick. A real connector implements the same two calls against its system.
 */
export interface ConsumerAccounts {
  readonly name: string;
  register(registration: ConsumerRegistration): Promise<ConsumerAnswer>;
  update(registration: ConsumerRegistration): Promise<ConsumerAnswer>;
  /** The consumer's account with the brand and its bikes, or null when they have none. */
  account(query: ConsumerAccountQuery): Promise<ConsumerAccount | null>;
}

const connectors: Record<string, (db?: Database) => ConsumerAccounts> = { local: localConsumerAccounts };

/**
 * The connector named by CONSUMER_ACCOUNTS_ADAPTER; 'local', the built-in system, is the default and the only one so far.
 * The built-in system keeps its accounts in the portal's database, so it answers lookups only when given it.
 */
export function consumerAccountsFor(vars: NodeJS.ProcessEnv = process.env, db?: Database): ConsumerAccounts {
  const name = vars.CONSUMER_ACCOUNTS_ADAPTER || 'local';
  const make = connectors[name];
  if (!make) throw new Error(`CONSUMER_ACCOUNTS_ADAPTER must be one of ${Object.keys(connectors).join(', ')}, not ${name}`);
  return make(db);
}

export { type ConsumerAccountsReport, consumerAccountsTick } from './outbox.ts';
