import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderDates } from '../orders/use-order-format.ts';
import { Fact } from './delivery-cards.tsx';
import { DeliveryStatusTag, OrderLinks, Tracking } from './delivery-parts.tsx';
import type { ShippedOrder, ShippedOrderPage } from '../../graphql/deliveries.ts';
import { ShippedLines } from './shipped-lines.tsx';
import { shownCustomerCode } from '../../rules/customer-code.ts';

interface Props {
  page: ShippedOrderPage | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  empty: React.ReactNode;
}

function ShippedCard({ s }: { s: ShippedOrder }) {
  const { t } = useTranslation('deliveries');
  const { date } = useOrderDates();
  const [open, setOpen] = useState(false);
  return (
    <Card size="small" styles={{ body: { padding: 14 } }} data-testid="shipped-card">
      <Flex justify="space-between" align="start" gap={8}>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="delivery-do">
            {s.doNumber}
          </Typography.Text>
          <OrderLinks lines={s.detail} />
        </Flex>
        <DeliveryStatusTag status="delivered" />
      </Flex>
      <Flex gap={8} style={{ marginTop: 10 }}>
        <Fact label={t('fields.delivery_date')}>{date(s.deliveryDate)}</Fact>
        <Fact label={t('fields.delivered')}>{date(s.estimatedDeliveryDate)}</Fact>
        <Fact label={t('fields.cust_code')}>{shownCustomerCode(s.custCode)}</Fact>
      </Flex>
      <Flex gap={8} style={{ marginTop: 10 }}>
        <Fact label={t('fields.tracking')}>
          <Tracking d={s} />
        </Fact>
      </Flex>
      <Button
        type="link"
        style={{ paddingInline: 0, marginTop: 6 }}
        onClick={() => setOpen(!open)}
        icon={open ? <UpOutlined /> : <DownOutlined />}
        aria-expanded={open}
        data-testid="delivery-lines-toggle"
      >
        {t(open ? 'hide_items' : 'show_items', { count: s.detail.length })}
      </Button>
      {open && (
        <>
          <Divider style={{ margin: '6px 0 10px' }} />
          <ShippedLines shipped={s} phone />
        </>
      )}
    </Card>
  );
}

/** The phone's list of delivered DOs: one card each. */
export function ShippedCards({ page, loading, onPage, empty }: Props) {
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
  if (!page.shippedOrders.length) return <Card>{empty}</Card>;
  return (
    <Flex vertical gap={12} style={{ opacity: loading ? 0.6 : 1 }} data-testid="shipped-cards">
      {page.shippedOrders.map((s) => (
        <ShippedCard key={s.doNumber} s={s} />
      ))}
      <Pagination simple align="center" current={page.info.page} pageSize={page.info.limit} total={page.info.count} onChange={onPage} />
    </Flex>
  );
}
