import { ExportOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatMinor } from '../../rules/price.ts';
import type { DeliveryCurrencyFormat } from '../../graphql/deliveries.ts';

/** Minor units in the delivery's own currency format (spec 2 §3: symbol, separators, precision). */
export const deliveryMoney = (minor: number, f: DeliveryCurrencyFormat) =>
  formatMinor(minor, f.decimalPrecision, {
    display: f.currency,
    symbol: f.symbol,
    thousandSeparator: f.thousandSeparator,
    decimalSeparator: f.decimalSeparator,
    decimalPrecision: f.decimalPrecision,
  });

/** The carrier and its tracking number; the carrier's page opens in a new tab, so the portal stays where it was. */
export function Tracking({ d }: { d: { expeditionName: string; trackingNo: string | null; trackingUrl: string | null } }) {
  const { t } = useTranslation('deliveries');
  const number = !d.trackingNo ? (
    <Typography.Text type="secondary">{t('no_tracking')}</Typography.Text>
  ) : !d.trackingUrl ? (
    <Typography.Text copyable>{d.trackingNo}</Typography.Text>
  ) : (
    <a
      href={d.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="tracking-link"
      title={t('track_title', { carrier: d.expeditionName })}
    >
      {d.trackingNo} <ExportOutlined aria-label={t('opens_new_tab')} />
    </a>
  );
  return (
    <Flex vertical gap={0} style={{ minWidth: 0 }}>
      <Typography.Text>{d.expeditionName}</Typography.Text>
      {number}
    </Flex>
  );
}

/** on_the_way or delivered. */
export function DeliveryStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('deliveries');
  return (
    <Tag color={status === 'on_the_way' ? 'blue' : 'green'} data-testid="delivery-status" style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** The orders a delivery ships, each a link to its detail. */
export function OrderLinks({ lines }: { lines: readonly { orderNo: string; orderId: number }[] }) {
  const { locale } = useParams();
  const orders = [...new Map(lines.map((l) => [l.orderId, l.orderNo])).entries()];
  return (
    <Flex vertical gap={0}>
      {orders.map(([id, no]) => (
        <Link key={id} to={`/${locale}/order/${id}`} data-testid="delivery-order-link">
          {no}
        </Link>
      ))}
    </Flex>
  );
}
