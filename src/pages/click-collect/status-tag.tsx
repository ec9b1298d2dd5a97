import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClickCollectStatus } from '../../rules/click-collect.ts';

// Waiting on the dealer is orange, waiting on the maker blue, ready green, done grey.
const COLOURS: Record<ClickCollectStatus, string> = {
  need_confirmation: 'orange',
  open: 'gold',
  processing_by_hq: 'blue',
  confirmed: 'geekblue',
  shipment_from_hq: 'cyan',
  partially_shipped: 'cyan',
  shipped: 'purple',
  ready_to_pickup: 'green',
  complete: 'default',
};

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('click-collect');
  return (
    <Tag color={COLOURS[status as ClickCollectStatus] ?? 'default'} data-testid="cc-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
