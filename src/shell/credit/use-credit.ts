import { useCustom } from '@refinedev/core';
import { CREDIT_INFORMATION, CUSTOMER_COMPANIES, type CreditInformation } from '../../graphql/credit.ts';
import type { ResultOf } from '../../graphql/tada.ts';
import { hasScopes } from '../../rules/scopes.ts';
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
  const companies = useCustom<ResultOf<typeof CUSTOMER_COMPANIES>>({
    url: '',
    method: 'get',
    meta: { gqlQuery: CUSTOMER_COMPANIES },
    queryOptions: { enabled, staleTime: 60_000 },
    errorNotification: false,
  });
  const codes = companies.query.data?.data.customerCompanies?.map((c) => c.code);
  const credit = useCustom<ResultOf<typeof CREDIT_INFORMATION>>({
    url: '',
    method: 'get',
    meta: { gqlQuery: CREDIT_INFORMATION, gqlVariables: { companies: codes } },
    queryOptions: { enabled: enabled && !!codes?.length, staleTime: 60_000 },
    errorNotification: false,
  });

  const retry = () => void (companies.query.isError ? companies.query.refetch() : credit.query.refetch());
  if (companies.query.isError || credit.query.isError) return { status: 'error', credit: [], blocked: false, retry };
  if (!enabled || companies.query.isLoading) return { status: 'loading', credit: [], blocked: false, retry };
  if (codes && codes.length === 0) return { status: 'empty', credit: [], blocked: false, retry };
  if (credit.query.isLoading) return { status: 'loading', credit: [], blocked: false, retry };
  const rows = credit.query.data?.data.creditInformation ?? [];
  if (!rows.length) return { status: 'empty', credit: [], blocked: false, retry };
  const order = (code: string) => codes?.indexOf(code) ?? 0;
  const sorted = [...rows].sort((a, b) => order(a.company.code) - order(b.company.code));
  return { status: 'ready', credit: sorted, blocked: anyBlocked(sorted), retry };
}
