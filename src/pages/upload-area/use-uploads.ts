import { useCustom } from '@refinedev/core';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ResultOf } from '../../graphql/tada.ts';
import { graphqlClient } from '../../providers/graphql-client.ts';
import { UPLOAD_PAGE_SIZE, UPLOAD_PAGE_SIZES } from '../../rules/upload-area.ts';
import { DELETE_UPLOAD, UPLOAD_CUSTOMERS, type UploadListRow, UPLOADS } from './queries.ts';

export interface UploadListState {
  page: number;
  limit: number /** Staff: one customer's id. */;
  customer: string;
}

/** Paging and the customer filter live in the URL, so a link or a reload shows the same list. */
export function useUploadListState() {
  const [params, setParams] = useSearchParams();
  const state: UploadListState = useMemo(() => {
    const limit = Number(params.get('limit'));
    return {
      page: Math.max(1, Number(params.get('page')) || 1),
      limit: (UPLOAD_PAGE_SIZES as readonly number[]).includes(limit) ? limit : UPLOAD_PAGE_SIZE,
      customer: /^\d+$/.test(params.get('customer') ?? '') ? params.get('customer')! : '',
    };
  }, [params]);
  const update = (change: Partial<UploadListState>) => {
    const next = { ...state, page: 1, ...change };
    const entries: [string, string][] = [
      ['page', next.page > 1 ? String(next.page) : ''],
      ['limit', next.limit !== UPLOAD_PAGE_SIZE ? String(next.limit) : ''],
      ['customer', next.customer],
    ];
    setParams(new URLSearchParams(entries.filter(([, v]) => v)), { replace: true });
  };
  return { state, update };
}

/** One page of uploads, the previous page kept on screen while the next loads. */
export function useUploads(s: UploadListState) {
  const variables = { page: s.page, limit: s.limit, customerId: s.customer ? Number(s.customer) : null };
  const { result, query } = useCustom<ResultOf<typeof UPLOADS>>({
    url: '',
    method: 'post',
    errorNotification: false,
    meta: { gqlQuery: UPLOADS, gqlVariables: variables },
    queryOptions: { queryKey: ['portal', 'uploads', variables], placeholderData: (previous) => previous, meta: { feedback: false } },
  });
  return {
    page: result.data?.uploads,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** Staff's customer filter: customers with uploads, searched on the server. */
export function useUploadCustomers(search: string, enabled: boolean) {
  const { result, query } = useCustom<ResultOf<typeof UPLOAD_CUSTOMERS>>({
    url: '',
    method: 'post',
    errorNotification: false,
    meta: { gqlQuery: UPLOAD_CUSTOMERS, gqlVariables: { search: search.trim() || null } },
    queryOptions: { queryKey: ['portal', 'upload-customers', search.trim()], enabled, meta: { feedback: false } },
  });
  return { customers: result.data?.uploadCustomers ?? [], loading: query.isFetching };
}

/** Deletes one of the user's uploads: says how it went, then reloads the list. */
export function useDeleteUpload(reload: () => unknown) {
  const { t } = useTranslation('upload-area');
  const { message } = App.useApp();
  const [busyId, setBusyId] = useState<number | null>(null);
  const remove = async (upload: UploadListRow) => {
    setBusyId(upload.id);
    try {
      const { data, error } = await graphqlClient.mutation(DELETE_UPLOAD, { id: upload.id }).toPromise();
      if (error || !data?.deleteUpload.message.status) void message.error(t('delete.failed'));
      else void message.success(t('delete.done', { name: upload.fileName }));
      await reload();
    } finally {
      setBusyId(null);
    }
  };
  return { remove, busyId };
}
