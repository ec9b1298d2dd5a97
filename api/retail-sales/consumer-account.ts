import { type ConsumerAccount, consumerAccountsFor } from '../adapters/consumer-accounts/index.ts';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import type { SignedInContext } from '../context.ts';

/** A bike in the consumer's account as a registering dealer reads it: another shop's frame number stays hidden. */
export interface AccountBikeView {
  frameNumber: string;
  model: string;
  modelYear: number;
  soldDate: string;
  soldByYou: boolean;
}

export interface AccountView {
  accountRef: string;
  name: string;
  city: string | null;
  bikes: AccountBikeView[];
}

/** Another shop's frame: its last four characters, enough for the consumer to recognise the bike. */
export const hiddenFrame = (frameNumber: string) => `${'•'.repeat(Math.max(frameNumber.length - 4, 0))}${frameNumber.slice(-4)}`;

/**
 * The consumer's existing account with a brand (spec 2 §7 accountPolygonBikesDatas, accountMarinBikesData), asked of the
 * brand's consumer account system by the exact email address or phone number the dealer typed while registering a sale.
 * The dealer sees the name and city the account keeps and its bikes; bikes other shops sold show no full frame number.
 */
export async function consumerAccountFor(
  ctx: SignedInContext,
  brand: string,
  email: string | null | undefined,
  phone: string | null | undefined,
): Promise<AccountView | null> {
  const customer = ctx.actor.customer;
  const mail = (email ?? '').trim().toLowerCase() || null;
  const digits = (phone ?? '').replace(/\D/g, '') || null;
  if (!customer || (!mail && !digits)) return null;
  const account: ConsumerAccount | null = await consumerAccountsFor(process.env, ctx.db).account({ brand, email: mail, phone: digits });
  if (!account) return null;
  const own = displayCustomerCode({ isr: customer.codeIsr, r3: customer.codeR3 });
  return {
    accountRef: account.accountRef,
    name: account.name,
    city: account.city,
    bikes: account.bikes.map((b) => {
      const soldByYou = b.dealerCode === own;
      return { ...b, frameNumber: soldByYou ? b.frameNumber : hiddenFrame(b.frameNumber), soldByYou };
    }),
  };
}
