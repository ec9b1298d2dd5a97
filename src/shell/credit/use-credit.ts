import { CREDIT_INFORMATION, CUSTOMER_COMPANIES, type CreditInformation } from '../../graphql/credit.ts';
import { hasScopes } from '../../rules/scopes.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import type { PortalUser } from '../../providers/user.ts';
import { anyBlocked } from './credit-status.ts';

export type CreditState =
  | { status: 'loading' | 'error' | 'empty'; credit: []; blocked: false; retry: () => void }
  | { status: 'ready'; credit: CreditInformation[]; blocked: boolean; retry: () => void };

/** Users with a customer code and a credit or invoice scope read credit (spec 1 §6); the server checks the same. */
export const mayReadCredit = (user: Pick<PortalUser, 'hasCustCode' | 'scopes'> | undefined): boolean =>
  !!user?.hasCustCode && hasScopes(user.scopes, [['credit-status.read', 'invoice-status.read']]);

/**
 * The active customer's credit per company: its companies first, then their credit information, in the
 * companies' order. The widget and the customer panel share the one cached answer.
 */
export function useCredit(enabled: boolean): CreditState {
  const companies = usePortalQuery(['customer-companies'], CUSTOMER_COMPANIES, {}, { enabled, staleTime: 60_000, popup: true });
  const codes = companies.data?.customerCompanies?.map((c) => c.code);
  const credit = usePortalQuery(
    ['credit-information', codes],
    CREDIT_INFORMATION,
    { companies: codes },
    { enabled: enabled && !!codes?.length, staleTime: 60_000, popup: true },
  );

  const retry = () => void (companies.isError ? companies.refetch() : credit.refetch());
  if (companies.isError || credit.isError) return { status: 'error', credit: [], blocked: false, retry };
  if (!enabled || companies.isLoading) return { status: 'loading', credit: [], blocked: false, retry };
  if (codes && codes.length === 0) return { status: 'empty', credit: [], blocked: false, retry };
  if (credit.isLoading) return { status: 'loading', credit: [], blocked: false, retry };
  const rows = credit.data?.creditInformation ?? [];
  if (!rows.length) return { status: 'empty', credit: [], blocked: false, retry };
  const order = (code: string) => codes?.indexOf(code) ?? 0;
  const sorted = [...rows].sort((a, b) => order(a.company.code) - order(b.company.code));
  return { status: 'ready', credit: sorted, blocked: anyBlocked(sorted), retry };
}
