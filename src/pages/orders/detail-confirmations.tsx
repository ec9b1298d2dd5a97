import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, OrderLineConfirmation } from '../../graphql/orders.ts';
import { useOrderDates } from './use-order-format.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

const nowrap = { whiteSpace: 'nowrap' } as const;
type Row = OrderLineConfirmation & { key: string; article: string; name: string };

/** The ERP's supply confirmations per line: how many, when and from where (spec 2 §3). */
export function DetailConfirmations({ order, phone }: { order: OrderDetail; phone: boolean }) {
  const { t } = useTranslation('orders');
  const { date } = useOrderDates();
  const rows: Row[] = order.lines.flatMap((l) =>
    l.confirmations.map((c, i) => ({ ...c, key: `${l.articleCode}-${i}`, article: l.articleCodeDisplay, name: l.name })),
  );
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
              <Typography.Text>{t('confirmation.line', { qty: c.qty, date: date(c.date) })}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {erp
                  ? t('confirmation.where', {
                      site: c.site,
                      sloc: c.sloc,
                      point: c.shippingPoint,
                      location: c.location,
                      priority: c.priority,
                    })
                  : t('confirmation.from', { location: c.location })}
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
            { key: 'date', title: t('confirmation.date'), render: (_, c) => <span style={nowrap}>{date(c.date)}</span> },
            ...(erp
              ? [
                  { key: 'site', title: t('confirmation.site'), render: (_: unknown, c: Row) => <span style={nowrap}>{c.site}</span> },
                  { key: 'sloc', title: t('confirmation.sloc'), dataIndex: 'sloc' },
                  { key: 'point', title: t('confirmation.shipping_point'), dataIndex: 'shippingPoint' },
                ]
              : []),
            { key: 'location', title: t('confirmation.location'), dataIndex: 'location' },
            ...(erp ? [{ key: 'priority', title: t('confirmation.priority'), dataIndex: 'priority', align: 'right' as const }] : []),
          ]}
        />
      )}
    </Card>
  );
}
