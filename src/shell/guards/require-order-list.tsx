import type { ReactNode } from 'react';
import { RequireScopes } from './require-scopes.tsx';

/** The order-confirmation list (admin): page.orderlist, else sign out to the login page (spec 1 §6). */
export function RequireOrderList({ children }: { children: ReactNode }) {
  return <RequireScopes scopes={['page.orderlist']}>{children}</RequireScopes>;
}
