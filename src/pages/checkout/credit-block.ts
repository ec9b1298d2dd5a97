import { useHostConfig } from '../../providers/config.tsx';
import { mayReadCredit, useCredit } from '../../shell/credit/use-credit.ts';
import { usePortalUser } from '../../shell/use-portal-user.ts';

/**
 * Why the active customer may not order for credit, per company; empty when they may. Only hosts with
 * creditCheck block (the API refuses the same checkout); the shell's credit widget shares the cached answer.
 */
export function useCreditBlock() {
  const { creditCheck } = useHostConfig();
  const { user } = usePortalUser();
  const enabled = creditCheck && mayReadCredit(user);
  const state = useCredit(enabled);
  const blocks = state.status === 'ready' ? state.credit.filter((c) => !!c.reasonBlocked) : [];
  return { blocks, checking: enabled && state.status === 'loading' };
}
