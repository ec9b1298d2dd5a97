import { isReadOnlyUser } from '../../rules/read-only.ts';
import { usePortalUser } from '../../shell/use-portal-user.ts';

/**
 * What the claim list offers this user. Staff (officers, support, sales staff acting for several dealers) read the
 * claims of many customers, so they get the customer column and filter. Filing needs an active customer and write
 * access; the server checks both again.
 */
export function useClaimUser() {
  const { user } = usePortalUser();
  const readOnly = isReadOnlyUser(user);
  const scopes = user?.scopes ?? [];
  const staff = readOnly || scopes.includes('claim.review') || scopes.includes('menu.change-cust');
  const mayFile = !!user?.customerData && !readOnly;
  return { staff, mayFile, readOnly };
}
