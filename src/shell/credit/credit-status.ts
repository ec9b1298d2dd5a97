import type { CreditInformation } from '../../graphql/credit.ts';

/** Hosts whose dealers know the balance as "open to buy" (spec 1 §4 "Credit account colour"). */
export const OPEN_TO_BUY_HOSTS: readonly string[] = ['us.localhost'];

export const balanceLabelKey = (hostname: string): 'credit.open_to_buy' | 'credit.balance' =>
  OPEN_TO_BUY_HOSTS.includes(hostname.toLowerCase()) ? 'credit.open_to_buy' : 'credit.balance';

/**
 * The figure beside that label: what is owed on invoices, or, where dealers read "open to buy", what is left of
 * the limit once invoices, orders not yet invoiced and consignment are counted (negative when over it).
 */
export const shownBalance = (c: Pick<CreditInformation, 'balance' | 'creditLimit' | 'creditExposure'>, hostname: string): number =>
  balanceLabelKey(hostname) === 'credit.open_to_buy' ? c.creditLimit - c.creditExposure : c.balance;

/** The account is red when any company blocks the customer, green otherwise. */
export const anyBlocked = (credit: readonly CreditInformation[]): boolean => credit.some((c) => !!c.reasonBlocked);

/** Credit exposure as a share of the limit, in percent; null without a limit. */
export const usagePercent = (c: Pick<CreditInformation, 'creditExposure' | 'creditLimit'>): number | null =>
  c.creditLimit > 0 ? (c.creditExposure / c.creditLimit) * 100 : null;
