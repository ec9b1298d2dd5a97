import { CREDIT_BLOCK_RELEASE } from '../../graphql/credit.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { hasScopes } from '../../rules/scopes.ts';
import { mayReadCredit, useCredit } from '../../shell/credit/use-credit.ts';
import { usePortalUser } from '../../shell/use-portal-user.ts';

/**
 * Why the active customer may not order for credit, per company; empty when they may. Only hosts with
 * creditCheck block (the API refuses the same checkout); the shell's credit widget shares the cached answer.
 * While blocked, `releases` says which invoices to pay to order again, for users who may pay invoices.
 */
export function useCreditBlock() {
  const { creditCheck } = useHostConfig();
  const { user } = usePortalUser();
  const enabled = creditCheck && mayReadCredit(user);
  const state = useCredit(enabled);
  const blocks = state.status === 'ready' ? state.credit.filter((c) => !!c.reasonBlocked) : [];
  const mayPay = !!user && hasScopes(user.scopes, ['page.invoice-status']);
  const release = usePortalQuery(['credit-block-release'], CREDIT_BLOCK_RELEASE, {}, { enabled: blocks.length > 0 && mayPay, popup: true });
  const releases = blocks.length ? (release.data?.creditBlockRelease ?? []) : [];
  return { blocks, releases, checking: enabled && state.status === 'loading' };
}
