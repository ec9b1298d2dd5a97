import { isReadOnlyUser } from '../rules/read-only.ts';
import { usePortalUser } from './use-portal-user.ts';

/**
 * Whether the signed-in user only reads (support staff), so pages hide what changes things. The shell has loaded
 * the user before any page shows; should it not have, the buttons show and the API still refuses them.
 */
export function useReadOnly(): boolean {
  return isReadOnlyUser(usePortalUser().user);
}
