import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Flex, Pagination, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderDates } from '../orders/use-order-format.ts';
import { DeliveryLines } from './delivery-lines.tsx';
import { DeliveryStatusTag, OrderLinks, Tracking, deliveryMoney } from './delivery-parts.tsx';
import type { Delivery, DeliveryPage } from '../../graphql/deliveries.ts';
import { useHostConfig } from '../../providers/config.tsx';

interface Props {
  page: DeliveryPage | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  empty: React.ReactNode;
}

/** A label over its value, three to a row on a phone. */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Flex vertical gap={0} style={{ minWidth: 0, flex: '1 1 0' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text>{children}</Typography.Text>
    </Flex>
  );
}

function DeliveryCard({ d }: { d: Delivery }) {
  const { t } = useTranslation('deliveries');
  const { orderTypeDisplay } = useHostConfig();
  const { date } = useOrderDates();
  const [open, setOpen] = useState(false);
  return (
    <Card size="small" styles={{ body: { padding: 14 } }} data-testid="delivery-card">
      <Flex justify="space-between" align="start" gap={8}>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="delivery-do">
            {d.doNumber}
          </Typography.Text>
          <OrderLinks lines={d.detail} />
        </Flex>
        <Flex gap={4} wrap justify="end">
          {orderTypeDisplay && d.orderType === 'CF' && (
            <Tag color="purple" style={{ marginInlineEnd: 0 }}>
              {t('order_type.CF')}
            </Tag>
          )}
          <DeliveryStatusTag status={d.status} />
        </Flex>
      </Flex>
      <Flex gap={8} style={{ marginTop: 10 }}>
        <Fact label={t('fields.delivery_date')}>{date(d.deliveryDate)}</Fact>
        <Fact label={t(d.status === 'delivered' ? 'fields.delivered' : 'fields.estimated')}>{date(d.estimatedDeliveryDate)}</Fact>
        <Fact label={t('fields.requested')}>{date(d.requestDeliveryDate)}</Fact>
      </Flex>
      <Flex gap={8} style={{ marginTop: 10 }}>
        <Fact label={t('fields.tracking')}>
          <Tracking d={d} />
        </Fact>
      </Flex>
      <Flex gap={8} style={{ marginTop: 10 }}>
        <Fact label={t('fields.ship_to')}>
          {d.shipTo.name}
          {d.shipTo.city && <Typography.Text type="secondary"> · {d.shipTo.city}</Typography.Text>}
        </Fact>
      </Flex>
      <Flex justify="space-between" align="center" style={{ marginTop: 10 }}>
        <Button
          type="link"
          style={{ paddingInline: 0 }}
          onClick={() => setOpen(!open)}
          icon={open ? <UpOutlined /> : <DownOutlined />}
          aria-expanded={open}
          data-testid="delivery-lines-toggle"
        >
          {t(open ? 'hide_items' : 'show_items', { count: d.detail.length })}
        </Button>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {deliveryMoney(d.total, d.currencyFormat)}
        </Typography.Text>
      </Flex>
      {open && (
        <>
          <Divider style={{ margin: '8px 0 12px' }} />
          <DeliveryLines delivery={d} phone />
          {d.custPoNo && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 10 }}>
              {t('fields.po')}: {d.custPoNo}
            </Typography.Text>
          )}
          {d.notes && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {t('fields.notes')}: {d.notes}
            </Typography.Text>
          )}
        </>
      )}
    </Card>
  );
}

/** The phone's delivery list: one card per DO, lines folded away, paged on the server. */
export function DeliveryCards({ page, loading, onPage, empty }: Props) {
  if (!page)
    return (
      <Flex vertical gap={12}>
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        ))}
      </Flex>
    );
  if (!page.deliveries.length) return <Card>{empty}</Card>;
  return (
    <Flex vertical gap={12} style={{ opacity: loading ? 0.6 : 1 }} data-testid="delivery-cards">
      {page.deliveries.map((d) => (
        <DeliveryCard key={d.doNumber} d={d} />
      ))}
      <Pagination simple align="center" current={page.info.page} pageSize={page.info.limit} total={page.info.count} onChange={onPage} />
    </Flex>
  );
}
