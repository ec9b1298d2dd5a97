import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, OrderLineConfirmation } from '../../graphql/orders.ts';
import dayjs from 'dayjs';
import { useHostConfig } from '../../providers/config.tsx';
import { confirmationDateShown } from '../../rules/order-lists.ts';
import { useOrderDates } from './use-order-format.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

const nowrap = { whiteSpace: 'nowrap' } as const;
type Row = OrderLineConfirmation & { key: string; article: string; name: string };

/**
 * The ERP's supply confirmations per line: how many, when and from where (spec 2 §3). The host decides whether dealers
 * see the supplying warehouse (supplyLocation; staff always do) and the dates of supplies after today
 * (futureConfirmationDisplay; without it such a supply reads 'date to follow', as the ERP's plan may still move).
 */
export function DetailConfirmations({ order, phone }: { order: OrderDetail; phone: boolean }) {
  const { t } = useTranslation('orders');
  const { date } = useOrderDates();
  const { supplyLocation, futureConfirmationDisplay } = useHostConfig();
  const rows: Row[] = order.lines.flatMap((l) =>
    l.confirmations.map((c, i) => ({ ...c, key: `${l.articleCode}-${i}`, article: l.articleCodeDisplay, name: l.name })),
  );
  const today = dayjs().format('YYYY-MM-DD');
  const dated = (c: Row) => confirmationDateShown(c.date, today, futureConfirmationDisplay);
  const when = (c: Row) => (dated(c) ? date(c.date) : t('confirmation.date_to_follow'));
  // The ERP's columns come only to staff (the API leaves them out for a dealer): a dealer reads where from, in words.
  const erp = rows.some((c) => c.sloc !== null);
  return (
    <Card title={t('detail.confirmations')} data-testid="order-confirmations">
      {!rows.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.no_confirmations')} />
      ) : phone ? (
        <Flex vertical gap={12}>
          {rows.map((c) => (
            <Flex key={c.key} vertical gap={2}>
              <Typography.Text strong>{c.name}</Typography.Text>
              <Typography.Text>
                {dated(c)
                  ? t('confirmation.line', { qty: c.qty, date: date(c.date) })
                  : t('confirmation.line_date_to_follow', { qty: c.qty })}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {erp
                  ? t('confirmation.where', {
                      site: c.site,
                      sloc: c.sloc,
                      point: c.shippingPoint,
                      location: c.location,
                      priority: c.priority,
                    })
                  : supplyLocation && t('confirmation.from', { location: c.location })}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      ) : (
        <ResponsiveTable<Row>
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={rows}
          scroll={{ x: erp ? 900 : undefined }}
          columns={[
            {
              key: 'article',
              title: t('lines.article_code'),
              render: (_, c) => (
                <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
                  {c.article}
                </Typography.Text>
              ),
            },
            { key: 'name', title: t('lines.name'), dataIndex: 'name' },
            { key: 'qty', title: t('confirmation.qty'), dataIndex: 'qty', align: 'right' },
            { key: 'date', title: t('confirmation.date'), render: (_, c) => <span style={nowrap}>{when(c)}</span> },
            ...(erp
              ? [
                  { key: 'site', title: t('confirmation.site'), render: (_: unknown, c: Row) => <span style={nowrap}>{c.site}</span> },
                  { key: 'sloc', title: t('confirmation.sloc'), dataIndex: 'sloc' },
                  { key: 'point', title: t('confirmation.shipping_point'), dataIndex: 'shippingPoint' },
                ]
              : []),
            ...(erp || supplyLocation ? [{ key: 'location', title: t('confirmation.location'), dataIndex: 'location' }] : []),
            ...(erp ? [{ key: 'priority', title: t('confirmation.priority'), dataIndex: 'priority', align: 'right' as const }] : []),
          ]}
        />
      )}
    </Card>
  );
}
