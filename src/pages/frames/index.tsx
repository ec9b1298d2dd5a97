import { Button, Empty, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../providers/list-state.ts';
import { SEARCH_EVENT, type PortalSearchDetail } from '../../shell/layout/mobile-search.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { useClaimUser } from '../claims/use-claim-user.ts';
import { ListCards } from './list-cards.tsx';
import { ListFilters } from './list-filters.tsx';
import { ListTable } from './list-table.tsx';
import { FRAME_LIST, useFrames } from './use-frames.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * The frame list (/frame): the bikes this user may read — a dealer's own, an officer's sales organisations', every
 * bike for support — searched by frame number or model, filtered on open recalls and stock or sold, paged on the
 * server. A dense table on desktop, cards on phones; each row leads to the frame's page.
 */
export default function FrameListPage() {
  const { t } = useTranslation('frames');
  const phone = !useScreens().md;
  const { staff } = useClaimUser();
  const { state, update, clear, filtered } = useListState(FRAME_LIST);
  const frames = useFrames(state);

  // The phone's top-bar search hands its text to this page.
  useEffect(() => {
    const onSearch = (e: Event) => update({ search: (e as CustomEvent<PortalSearchDetail>).detail.query });
    window.addEventListener(SEARCH_EVENT, onSearch);
    return () => window.removeEventListener(SEARCH_EVENT, onSearch);
  });

  const empty = filtered ? (
    <Empty description={<span data-testid="frames-empty">{t('browse.empty_filtered')}</span>}>
      <Button onClick={clear}>{t('browse.clear')}</Button>
    </Empty>
  ) : (
    <Empty description={<span data-testid="frames-empty">{t('browse.empty')}</span>} />
  );
  const onPage = (page: number, limit: number) => update({ page: limit !== state.limit ? 1 : page, limit });
  const view = { page: frames.page, loading: frames.isFetching, onPage, empty, staff };

  return (
    <Flex vertical gap={16} data-testid="frame-list">
      {!phone && (
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('browse.title')}
        </Typography.Title>
      )}
      <ListFilters state={state} onChange={update} phone={phone} filtered={filtered} />
      {frames.isError && !frames.page ? (
        <LoadError error={frames.error} titleKey="frames:browse.load_failed" onRetry={() => void frames.refetch()} />
      ) : phone ? (
        <ListCards {...view} />
      ) : (
        <ListTable {...view} loading={frames.isLoading || frames.isFetching} />
      )}
    </Flex>
  );
}
