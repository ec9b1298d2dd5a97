import { Button, Flex, Select, Spin, Typography } from 'antd';
import { useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../shell/use-debounced.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import { OrderStatusTag } from '../orders/status-tags.tsx';
import { useOrderDates } from '../orders/use-order-format.ts';
import type { PastOrder } from '../../graphql/repeat-order.ts';
import { usePastOrders } from './use-repeat-data.ts';

/** Typing pauses this long before the server is asked (one request per search, not per key). */
const SEARCH_DEBOUNCE_MS = 350;

const labelOf = (o: PastOrder) => (o.soNumber ? `${o.orderNo} · ${o.soNumber}` : o.orderNo);

function OrderOption({ order }: { order: PastOrder }) {
  const money = useMoney();
  const { date } = useOrderDates();
  return (
    <Flex vertical gap={2} style={{ padding: '2px 0' }} data-testid="picker-option">
      <Typography.Text strong style={{ whiteSpace: 'normal' }}>
        {labelOf(order)}
      </Typography.Text>
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {date(order.createdAt)}
        </Typography.Text>
        <OrderStatusTag status={order.status} />
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {money(order.total, order.precision)}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

/**
 * The past order to repeat: the customer's orders newest first, searched by B2B or SO number on the server and
 * paged as the list scrolls (or by its "more" button, for the keyboard). `selected` keeps the chosen order's label
 * when it is not on the pages loaded (opened from a link).
 */
export function OrderPicker({ value, selected, onChange }: { value: number | null; selected?: PastOrder; onChange: (id: number) => void }) {
  const { t } = useTranslation('repeat-order');
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const orders = usePastOrders(search, true);
  const rows = orders.data?.pages.flatMap((p) => p.orders) ?? [];
  const count = orders.data?.pages[0]?.info.count ?? 0;
  const shown = selected && !rows.some((o) => o.id === selected.id) ? [...rows, selected] : rows;
  const more = () => {
    if (orders.hasNextPage && !orders.isFetchingNextPage) void orders.fetchNextPage();
  };
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 40) more();
  };

  return (
    <Select<number, { value: number; label: string; order: PastOrder }>
      showSearch
      size="large"
      style={{ width: '100%' }}
      // An id without its order (still loading, or not found) shows the placeholder rather than a bare number.
      value={shown.some((o) => o.id === value) ? value! : undefined}
      placeholder={t('picker.placeholder')}
      aria-label={t('picker.label')}
      filterOption={false}
      searchValue={text}
      onSearch={setText}
      onChange={(id) => {
        setText('');
        onChange(id);
      }}
      onPopupScroll={onScroll}
      loading={orders.isFetching}
      options={shown.map((o) => ({ value: o.id, label: labelOf(o), order: o }))}
      optionRender={(option) => <OrderOption order={option.data.order} />}
      notFoundContent={
        orders.isLoading || search !== text.trim() ? <Spin size="small" /> : orders.isError ? t('picker.failed') : t('picker.no_match')
      }
      popupRender={(menu) => (
        <>
          {menu}
          {rows.length > 0 && (
            <Flex justify="space-between" align="center" style={{ padding: '6px 12px 2px' }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="picker-count">
                {t('picker.shown', { shown: rows.length, count })}
              </Typography.Text>
              {orders.hasNextPage && (
                <Button size="small" type="link" loading={orders.isFetchingNextPage} onClick={more} onMouseDown={(e) => e.preventDefault()}>
                  {t('picker.more')}
                </Button>
              )}
            </Flex>
          )}
        </>
      )}
      data-testid="order-picker"
    />
  );
}
