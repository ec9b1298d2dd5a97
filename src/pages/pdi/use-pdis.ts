import { useCustom } from '@refinedev/core';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DELETE_PDI, PDIS, type PdiAnswer, type PdiListRow, RESTORE_PDI } from '../../graphql/pdi.ts';
import type { ResultOf } from '../../graphql/tada.ts';
import { graphqlClient } from '../../providers/graphql-client.ts';
import { PDI_PAGE_SIZE, PDI_PAGE_SIZES } from '../../rules/pdi.ts';

export interface PdiListState {
  page: number;
  limit: number;
  search: string;
  showDeleted: boolean;
}

/** Paging, search and 'show deleted' live in the URL, so the back arrow from a form returns to the same list. */
export function usePdiListState() {
  const [params, setParams] = useSearchParams();
  const state: PdiListState = useMemo(() => {
    const limit = Number(params.get('limit'));
    return {
      page: Math.max(1, Number(params.get('page')) || 1),
      limit: (PDI_PAGE_SIZES as readonly number[]).includes(limit) ? limit : PDI_PAGE_SIZE,
      search: params.get('search') ?? '',
      showDeleted: params.get('deleted') === '1',
    };
  }, [params]);
  const update = (change: Partial<PdiListState>) => {
    const next = { ...state, page: 1, ...change };
    const entries: [string, string][] = [
      ['page', next.page > 1 ? String(next.page) : ''],
      ['limit', next.limit !== PDI_PAGE_SIZE ? String(next.limit) : ''],
      ['search', next.search],
      ['deleted', next.showDeleted ? '1' : ''],
    ];
    setParams(new URLSearchParams(entries.filter(([, v]) => v)), { replace: true });
  };
  return { state, update };
}

/** One page of inspections, the previous page kept on screen while the next loads. */
export function usePdis(s: PdiListState) {
  const variables = { page: s.page, limit: s.limit, search: s.search.trim() || null, showDeleted: s.showDeleted };
  const { result, query } = useCustom<ResultOf<typeof PDIS>>({
    url: '',
    method: 'post',
    errorNotification: false,
    meta: { gqlQuery: PDIS, gqlVariables: variables },
    queryOptions: { queryKey: ['portal', 'pdis', variables], placeholderData: (previous) => previous, meta: { feedback: false } },
  });
  return {
    page: result.data?.pdis,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** Deletes or restores one inspection: says how it went, then reloads the list. */
export function usePdiChange(reload: () => unknown) {
  const { t } = useTranslation('pdi');
  const { message } = App.useApp();
  const [busyId, setBusyId] = useState<number | null>(null);
  const change = async (pdi: PdiListRow, action: 'delete' | 'restore') => {
    setBusyId(pdi.id);
    try {
      const sent =
        action === 'delete' ? graphqlClient.mutation(DELETE_PDI, { id: pdi.id }) : graphqlClient.mutation(RESTORE_PDI, { id: pdi.id });
      const { data, error } = await sent.toPromise();
      const answer: PdiAnswer | undefined = data ? Object.values(data)[0] : undefined;
      if (error || !answer) {
        void message.error(String(error?.message ?? '').includes('[U002]') ? t('actions.forbidden') : t('actions.failed'));
      } else if (!answer.message.status) {
        const [first] = answer.userErrors;
        void message.error(first?.messageKey ? t(first.messageKey, { defaultValue: first.message }) : t('actions.failed'));
      } else {
        void message.success(t(action === 'delete' ? 'actions.deleted' : 'actions.restored', { frameNumber: pdi.frameNumber }));
      }
      await reload();
    } finally {
      setBusyId(null);
    }
  };
  return { change, busyId };
}
