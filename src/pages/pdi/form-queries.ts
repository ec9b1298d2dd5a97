import { PDI_CHECKLIST, PDI_FRAME, PDI_TO_EDIT, type PdiFrame } from '../../graphql/pdi.ts';
import { usePortalFetch, usePortalQuery } from '../../providers/portal-query.ts';

/** The checklist a new inspection starts from. */
export const usePdiChecklist = (enabled: boolean) => usePortalQuery(['pdiChecklist'], PDI_CHECKLIST, {}, { enabled, fresh: true });

/** The inspection an edit page opens. */
export const usePdiToEdit = (id: number, enabled: boolean) =>
  usePortalQuery(['pdiToEdit', id], PDI_TO_EDIT, { id }, { enabled, fresh: true });

/** Finds a bike of the active customer by its frame number (null for any other); throws when the lookup failed. */
export function usePdiFrameFinder() {
  const fetch = usePortalFetch();
  return async (frameNumber: string): Promise<PdiFrame | null> => {
    const { data, error } = await fetch(['pdiFrame', frameNumber], PDI_FRAME, { frameNumber });
    if (error) throw error;
    return data?.pdiFrame ?? null;
  };
}
