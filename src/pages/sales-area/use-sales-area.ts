import { useWarnAboutChange } from '@refinedev/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { SALES_AREA_MAPS, type SalesAreaRegion, type SalesAreaUpdate, UPDATE_SALES_MAP_AREA_CATEGORIES } from '../../graphql/sales-area.ts';

/**
 * The regions as the server holds them, the categories chosen here and not yet saved (leaving with some warns), and
 * the save: one batch, all of it or nothing. A saved batch answers the changes the results view lists.
 */
export function useSalesArea() {
  const query = usePortalQuery(['sales-area-maps'], SALES_AREA_MAPS, {}, { fresh: true });
  const regions = useMemo(() => query.data?.salesAreaMaps ?? [], [query.data]);
  const [pending, setPending] = useState<Record<number, string>>({});
  const { send } = usePortalMutation(UPDATE_SALES_MAP_AREA_CATEGORIES);
  // Saving until the regions are read again, so the table never shows the old categories as saved.
  const [saving, setSaving] = useState(false);
  const [answer, setAnswer] = useState<SalesAreaUpdate | null>(null);
  const [failedToSend, setFailedToSend] = useState(false);
  const { setWarnWhen } = useWarnAboutChange();
  const count = Object.keys(pending).length;

  useEffect(() => {
    setWarnWhen(count > 0);
  }, [count, setWarnWhen]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  const categoryOf = useCallback((r: SalesAreaRegion) => pending[r.id] ?? r.category, [pending]);

  /** Choosing the saved category again drops the pending change. */
  const choose = (region: SalesAreaRegion, category: string) => {
    setAnswer(null);
    setPending((p) => {
      const next = { ...p };
      if (category === region.category) delete next[region.id];
      else next[region.id] = category;
      return next;
    });
  };

  const save = async () => {
    setSaving(true);
    setFailedToSend(false);
    try {
      const salesMaps = Object.entries(pending).map(([regionId, category]) => ({ regionId: Number(regionId), category }));
      const { data, error } = await send({ salesMaps });
      const result = data?.updateSalesMapAreaCategories ?? null;
      if (error || !result) {
        setFailedToSend(true);
        return;
      }
      setAnswer(result);
      if (result.message.status) {
        setPending({});
        await query.refetch();
      }
    } finally {
      setSaving(false);
    }
  };

  return {
    regions,
    isLoading: query.isLoading,
    isError: query.isError && !query.data,
    error: query.error,
    reload: () => void query.refetch(),
    pending,
    count,
    categoryOf,
    choose,
    discard: () => {
      setPending({});
      setAnswer(null);
    },
    save,
    saving,
    answer,
    failedToSend,
    closeResults: () => setAnswer(null),
  };
}
