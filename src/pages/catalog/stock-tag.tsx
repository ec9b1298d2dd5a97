import { CheckCircleFilled, ClockCircleOutlined, ExclamationCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StockSummary } from '../../graphql/catalog.ts';

/** The next arrival the host's way (nextArrivalDisplay): the quantity and date, the days to go, or the date. */
export function arrivalText(t: TFunction, arrival: NonNullable<StockSummary['nextArrival']>): string {
  if (arrival.mode === 'days') return t('stock.in_days', { count: arrival.days });
  if (arrival.mode === 'quantity' && arrival.qty != null) return t('stock.qty_on', { qty: arrival.qty, date: arrival.date });
  return arrival.date;
}

/** Stock in one glance: in stock (with the figure unless masked), low, arriving, or out of stock. */
export function StockTag({ stock }: { stock: StockSummary }) {
  const { t } = useTranslation('catalog');
  const { available } = stock;
  if (stock.hasStock && available.mask === 'low') {
    return (
      <Tag color="warning" icon={<ExclamationCircleFilled />} bordered={false} data-testid="stock">
        {available.qty != null ? t('stock.available', { qty: available.qty }) : t('stock.low')}
      </Tag>
    );
  }
  if (stock.hasStock) {
    return (
      <Tag color="success" icon={<CheckCircleFilled />} bordered={false} data-testid="stock">
        {available.qty != null ? t('stock.available', { qty: available.qty }) : t('stock.in_stock')}
      </Tag>
    );
  }
  if (stock.nextArrival) {
    return (
      <Tag color="processing" icon={<ClockCircleOutlined />} bordered={false} data-testid="stock">
        {t('stock.arriving', { when: arrivalText(t, stock.nextArrival) })}
      </Tag>
    );
  }
  return (
    <Tag icon={<MinusCircleOutlined />} bordered={false} data-testid="stock">
      {t('stock.out')}
    </Tag>
  );
}
