import { useCustom } from '@refinedev/core';
import { useState } from 'react';
import { DOWNLOAD_PAGE_SIZE, isDownloadUnderWay } from '../../rules/download-area.ts';
import { DOWNLOAD_AREA, type DownloadAreaPage } from './queries.ts';

type Answer = { downloadArea: DownloadAreaPage };
// While a file is being made the list looks again every few seconds, and stops once none is.
const POLL_MS = 2000;
const underWay = (answer: Answer | undefined) => !!answer?.downloadArea?.downloads.some((d) => isDownloadUnderWay(d.status));

/** One page of the user's download requests, kept on screen while the next loads, refreshing itself while files are made. */
export function useDownloads() {
  const [paging, setPaging] = useState({ page: 1, limit: DOWNLOAD_PAGE_SIZE });
  const { result, query } = useCustom<Answer>({
    url: '',
    method: 'post',
    errorNotification: false,
    meta: { gqlQuery: DOWNLOAD_AREA, gqlVariables: paging },
    queryOptions: {
      queryKey: ['portal', 'downloadArea', paging],
      placeholderData: (previous) => previous,
      meta: { feedback: false },
      refetchInterval: (q) => (underWay((q.state.data as { data?: Answer } | undefined)?.data) ? POLL_MS : false),
    },
  });
  const onPage = (page: number, limit: number) => setPaging({ page: limit !== paging.limit ? 1 : page, limit });
  return {
    page: result.data?.downloadArea,
    underWay: underWay(result.data),
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    onPage,
    firstPage: () => setPaging((p) => ({ ...p, page: 1 })),
  };
}
