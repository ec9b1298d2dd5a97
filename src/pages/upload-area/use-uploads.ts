import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { field, type ListStateOf } from '../../providers/list-state.ts';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { UPLOAD_PAGE_SIZE, UPLOAD_PAGE_SIZES } from '../../rules/upload-area.ts';
import { DELETE_UPLOAD, UPLOAD_CUSTOMERS, type UploadListRow, UPLOADS } from '../../graphql/upload-area.ts';

/** Paging and the customer filter live in the address, so a link or a reload shows the same list. */
export const UPLOAD_LIST = {
  page: field.page(),
  limit: field.pageSize(UPLOAD_PAGE_SIZES, UPLOAD_PAGE_SIZE),
  /** Staff: one customer's id. */
  customer: field.digits('customer'),
};
export type UploadListState = ListStateOf<typeof UPLOAD_LIST>;

/** One page of uploads, the previous page kept on screen while the next loads. */
export function useUploads(s: UploadListState) {
  const variables = { page: s.page, limit: s.limit, customerId: s.customer ? Number(s.customer) : null };
  const query = usePortalQuery(['uploads', variables], UPLOADS, variables);
  return {
    page: query.data?.uploads,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** Staff's customer filter: customers with uploads, searched on the server. */
export function useUploadCustomers(search: string, enabled: boolean) {
  const query = usePortalQuery(['upload-customers', search.trim()], UPLOAD_CUSTOMERS, { search: search.trim() || null }, { enabled });
  return { customers: query.data?.uploadCustomers ?? [], loading: query.isFetching };
}

/** Deletes one of the user's uploads: says how it went, then reloads the list. */
export function useDeleteUpload(reload: () => unknown) {
  const { t } = useTranslation('upload-area');
  const { message } = App.useApp();
  const [busyId, setBusyId] = useState<number | null>(null);
  const { send } = usePortalMutation(DELETE_UPLOAD);
  const remove = async (upload: UploadListRow) => {
    setBusyId(upload.id);
    try {
      const { data, error } = await send({ id: upload.id });
      if (error || !data?.deleteUpload.message.status) void message.error(t('delete.failed'));
      else void message.success(t('delete.done', { name: upload.fileName }));
      await reload();
    } finally {
      setBusyId(null);
    }
  };
  return { remove, busyId };
}
