import { SearchOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Empty, Flex, Input, Pagination, Select, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { ORDER_LINE_STATUSES, type OrderLineStatus } from '../../rules/third-party.ts';
import { SEARCH_EVENT, type PortalSearchDetail } from '../../shell/layout/mobile-search.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { useDebounced } from '../../shell/use-debounced.ts';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import { useServerMessage } from './cart-drawer.tsx';
import { type Order, type OrderLine, ORDERS, UPDATE_STATUS } from '../../graphql/third-party.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

const STATUS_COLOR: Record<OrderLineStatus, string> = {
  ordered: 'default',
  confirmed: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
};

export function StatusTag({ status }: { status: OrderLineStatus }) {
  const { t } = useTranslation('third-party');
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="tp-line-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

/** The vendor's moves of one line: one button per allowed next status. */
function LineActions({
  order,
  line,
  busy,
  onMove,
}: {
  order: Order;
  line: OrderLine;
  busy: boolean;
  onMove: (o: Order, l: OrderLine, s: OrderLineStatus) => void;
}) {
  const { t } = useTranslation('third-party');
  if (!line.nextStatuses.length) return null;
  return (
    <Space wrap size={4}>
      {line.nextStatuses.map((s) => (
        <Button
          key={s}
          size="small"
          danger={s === 'cancelled'}
          type={s === 'cancelled' ? 'default' : 'primary'}
          ghost={s !== 'cancelled'}
          loading={busy}
          onClick={() => onMove(order, line, s)}
          data-testid={`tp-move-${line.articleCode}-${s}`}
        >
          {t(`move.${s}`)}
        </Button>
      ))}
    </Space>
  );
}

/** /3rd-party/order (spec 3 §4): orders with a status per article; the dealer follows, the vendor moves each line. */
export default function ThirdPartyOrderPage() {
  const { t } = useTranslation('third-party');
  const { message, modal } = App.useApp();
  const { dateFormat } = useHostConfig();
  const money = useMoney();
  const say = useServerMessage();
  const phone = !useScreens().md;
  const [text, setText] = useState('');
  const search = useDebounced(text, 400).trim();
  const [status, setStatus] = useState<OrderLineStatus | null>(null);
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const [busyLine, setBusyLine] = useState<number | null>(null);
  const updateStatus = usePortalMutation(UPDATE_STATUS);
  useEffect(() => setPaging((p) => ({ ...p, page: 1 })), [search, status]);
  useEffect(() => {
    const onSearch = (e: Event) => setText((e as CustomEvent<PortalSearchDetail>).detail.query);
    window.addEventListener(SEARCH_EVENT, onSearch);
    return () => window.removeEventListener(SEARCH_EVENT, onSearch);
  }, []);
  const variables = { page: paging.page, limit: paging.limit, filter: { search: search || null, status } };
  const orders = usePortalQuery(['third-party', 'orders', variables], ORDERS, variables);
  const data = orders.data?.orderThirdParties;

  const move = async (order: Order, line: OrderLine, to: OrderLineStatus) => {
    if (to === 'cancelled') {
      const sure = await modal.confirm({
        title: t('orders.cancel_title', { name: line.name }),
        content: t('orders.cancel_text'),
        okText: t('move.cancelled'),
        okButtonProps: { danger: true },
        cancelText: t('orders.keep'),
      });
      if (!sure) return;
    }
    setBusyLine(line.id);
    try {
      const { data: answer, error } = await updateStatus.send({ orderNo: order.orderNo, articleCode: line.articleCode, status: to });
      const result = answer?.updateStatusOrderItemThirdParty;
      if (error || !result) throw error ?? new Error('no answer');
      if (result.message.status) void message.success(t('orders.moved', { name: line.name, status: t(`status.${to}`) }));
      else void message.error(result.userErrors.map((e) => say(e)).join(' ') || t('orders.move_failed'));
      await orders.refetch();
    } catch {
      void message.error(t('orders.move_failed'));
    } finally {
      setBusyLine(null);
    }
  };

  const lineColumns = (order: Order) => [
    {
      title: t('orders.article'),
      key: 'article',
      render: (_: unknown, l: OrderLine) => (
        <Flex vertical gap={0}>
          <Typography.Text strong>{l.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {l.articleCode}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('orders.qty'),
      key: 'qty',
      width: 90,
      align: 'right' as const,
      render: (_: unknown, l: OrderLine) => `${l.orderQty} ${l.salesUnit}`,
    },
    { title: t('orders.price'), key: 'price', width: 130, align: 'right' as const, render: (_: unknown, l: OrderLine) => money(l.price) },
    {
      title: t('orders.subtotal'),
      key: 'subtotal',
      width: 140,
      align: 'right' as const,
      render: (_: unknown, l: OrderLine) => money(l.subtotal),
    },
    { title: t('orders.status'), key: 'status', width: 120, render: (_: unknown, l: OrderLine) => <StatusTag status={l.status} /> },
    ...(data?.asVendor
      ? [
          {
            title: t('orders.actions'),
            key: 'actions',
            width: 220,
            render: (_: unknown, l: OrderLine) => (
              <LineActions order={order} line={l} busy={busyLine === l.id} onMove={(o, ln, s) => void move(o, ln, s)} />
            ),
          },
        ]
      : []),
  ];

  const size = phone ? 'large' : 'middle';
  return (
    <Flex vertical gap={16} data-testid="tp-orders">
      <Flex vertical gap={2}>
        {!phone && (
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('orders.title')}
          </Typography.Title>
        )}
        <Typography.Text type="secondary">{data?.asVendor ? t('orders.intro_vendor') : t('orders.intro')}</Typography.Text>
      </Flex>
      <Flex gap={12} wrap>
        <Input
          allowClear
          size={size}
          prefix={<SearchOutlined />}
          placeholder={t('orders.search')}
          aria-label={t('orders.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={60}
          style={{ width: phone ? '100%' : 300 }}
          data-testid="tp-order-search"
        />
        <Select
          allowClear
          size={size}
          placeholder={t('orders.any_status')}
          aria-label={t('orders.status')}
          value={status ?? undefined}
          onChange={(v) => setStatus(v ?? null)}
          style={{ width: phone ? '100%' : 200 }}
          options={ORDER_LINE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </Flex>
      {orders.isError && !data ? (
        <LoadError error={orders.error} titleKey="third-party:orders.load_failed" onRetry={() => void orders.refetch()} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !data.orders.length ? (
        <Empty
          description={<span data-testid="tp-orders-empty">{search || status ? t('orders.empty_filtered') : t('orders.empty')}</span>}
        />
      ) : (
        <Flex vertical gap={12} style={{ opacity: orders.isFetching ? 0.6 : 1 }}>
          {data.orders.map((o) => (
            <Card
              key={o.id}
              size="small"
              data-testid={`tp-order-${o.orderNo}`}
              title={
                <Flex gap={8} wrap align="center">
                  <Typography.Text strong>{o.orderNo}</Typography.Text>
                  <Typography.Text type="secondary">{data.asVendor ? o.custThirdParty.name : o.vendor.name}</Typography.Text>
                </Flex>
              }
              extra={<Typography.Text strong>{money(o.totalOrder)}</Typography.Text>}
            >
              <Descriptions
                size="small"
                column={{ xs: 1, md: 3 }}
                items={[
                  { key: 'created', label: t('orders.created'), children: dayjs(o.createdAt).format(dateFormat) },
                  { key: 'req', label: t('orders.req_delivery'), children: dayjs(o.reqDeliveryDate).format(dateFormat) },
                  { key: 'address', label: t('orders.address'), children: o.address },
                  ...(o.notes ? [{ key: 'notes', label: t('orders.notes'), children: o.notes }] : []),
                ]}
              />
              {phone ? (
                <Flex vertical gap={12} style={{ marginTop: 8 }}>
                  {o.details.map((l) => (
                    <Flex key={l.id} vertical gap={4} data-testid={`tp-line-${l.articleCode}`}>
                      <Flex justify="space-between" gap={8}>
                        <Typography.Text strong>{l.name}</Typography.Text>
                        <StatusTag status={l.status} />
                      </Flex>
                      <Typography.Text type="secondary">
                        {l.articleCode} · {l.orderQty} {l.salesUnit} · {money(l.subtotal)}
                      </Typography.Text>
                      {data.asVendor && (
                        <LineActions order={o} line={l} busy={busyLine === l.id} onMove={(oo, ln, s) => void move(oo, ln, s)} />
                      )}
                    </Flex>
                  ))}
                </Flex>
              ) : (
                <ResponsiveTable<OrderLine>
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={[...o.details]}
                  columns={lineColumns(o)}
                  style={{ marginTop: 8 }}
                  onRow={(l) => ({ 'data-testid': `tp-line-${l.articleCode}` }) as React.HTMLAttributes<HTMLElement>}
                />
              )}
            </Card>
          ))}
          <Pagination
            current={paging.page}
            pageSize={paging.limit}
            total={data.info.count}
            pageSizeOptions={[10, 20]}
            showSizeChanger
            align="center"
            onChange={(p, limit) => setPaging({ page: limit !== paging.limit ? 1 : p, limit })}
          />
        </Flex>
      )}
    </Flex>
  );
}
