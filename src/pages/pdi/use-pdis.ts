import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELETE_PDI, PDIS, type PdiAnswer, type PdiListRow, RESTORE_PDI } from '../../graphql/pdi.ts';
import { field, type ListStateOf } from '../../providers/list-state.ts';
import { answerOf, refusalText, usePortalMutation } from '../../providers/portal-mutation.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { PDI_PAGE_SIZE, PDI_PAGE_SIZES } from '../../rules/pdi.ts';

/** Paging, search and 'show deleted' live in the address, so the back arrow from a form returns to the same list. */
export const PDI_LIST = {
  page: field.page(),
  limit: field.pageSize(PDI_PAGE_SIZES, PDI_PAGE_SIZE),
  search: field.text('search'),
  showDeleted: field.flag('deleted'),
};
export type PdiListState = ListStateOf<typeof PDI_LIST>;

/** One page of inspections, the previous page kept on screen while the next loads. */
export function usePdis(s: PdiListState) {
  const variables = { page: s.page, limit: s.limit, search: s.search.trim() || null, showDeleted: s.showDeleted };
  const query = usePortalQuery(['pdis', variables], PDIS, variables);
  return {
    page: query.data?.pdis,
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
  const { sendDocument } = usePortalMutation();
  const change = async (pdi: PdiListRow, action: 'delete' | 'restore') => {
    setBusyId(pdi.id);
    try {
      const { data, error } =
        action === 'delete' ? await sendDocument(DELETE_PDI, { id: pdi.id }) : await sendDocument(RESTORE_PDI, { id: pdi.id });
      const answer: PdiAnswer | undefined = answerOf<Record<string, PdiAnswer>>(data);
      if (error || !answer) {
        void message.error(error?.code === 'U002' ? t('actions.forbidden') : t('actions.failed'));
      } else if (!answer.message.status) {
        void message.error(refusalText(t, answer, t('actions.failed')));
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
