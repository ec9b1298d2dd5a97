import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';

/**
 * Claim screens a market may switch off (spec 1 §5): PAA claims (claimAllowPAA) and claims without a
 * customer code (claimAllowNonCode). Switched off, the route goes back to the claim list.
 * Never wrap the claim list itself: it would redirect to itself.
 */
export function RequireClaimFlag({ flag, children }: { flag: 'claimAllowPAA' | 'claimAllowNonCode'; children: ReactNode }) {
  const config = useHostConfig();
  const { locale } = useParams();
  if (!config[flag]) return <Navigate replace to={`/${locale}/claim`} />;
  return <>{children}</>;
}
