/**
 * Support staff (limitation audit) read across customers and change nothing (DESIGN 'Tenant rule'). The API refuses
 * their changes (api/audit/mutations.ts and each domain's access rules); the browser hides the buttons that would try.
 */
export const isReadOnlyUser = (user: { limitation: string | null } | null | undefined) => user?.limitation === 'audit';
