import { useState } from 'react';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { DOWNLOAD_PAGE_SIZE, isDownloadUnderWay } from '../../rules/download-area.ts';
import { DOWNLOAD_AREA, type DownloadAreaPage } from '../../graphql/download-area.ts';

type Answer = { downloadArea: DownloadAreaPage };
// While a file is being made the list looks again every few seconds, and stops once none is.
const POLL_MS = 2000;
const underWay = (answer: Answer | undefined) => !!answer?.downloadArea?.downloads.some((d) => isDownloadUnderWay(d.status));

/** One page of the user's download requests, kept on screen while the next loads, refreshing itself while files are made. */
export function useDownloads() {
  const [paging, setPaging] = useState({ page: 1, limit: DOWNLOAD_PAGE_SIZE });
  const query = usePortalQuery(['downloadArea', paging], DOWNLOAD_AREA, paging, {
    refetchInterval: (answer) => (underWay(answer) ? POLL_MS : false),
  });
  const onPage = (page: number, limit: number) => setPaging({ page: limit !== paging.limit ? 1 : page, limit });
  return {
    page: query.data?.downloadArea,
    underWay: underWay(query.data),
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    onPage,
    firstPage: () => setPaging((p) => ({ ...p, page: 1 })),
  };
}
