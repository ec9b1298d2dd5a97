import { CalendarOutlined, LoadingOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrderDates } from '../orders/use-order-format.ts';
import type { ExpectedSupply } from '../../graphql/checkout.ts';

export interface ExpectedSupplies {
  supplies: Map<string, ExpectedSupply[]>;
  loading: boolean;
  failed: boolean;
}

/** When a line is expected: the ERP's planned supply date (and warehouse), one row per supply. */
export function ExpectedSupplyText({
  supplies,
  loading,
  failed,
  qty,
}: {
  supplies: ExpectedSupply[] | undefined;
  loading: boolean;
  failed: boolean;
  qty: number;
}) {
  const { t } = useTranslation('checkout');
  const { date } = useOrderDates();
  const style = { fontSize: 12, display: 'block' } as const;
  if (loading) {
    return (
      <Typography.Text type="secondary" style={style} data-testid="expected-loading">
        <LoadingOutlined /> {t('expected.loading')}
      </Typography.Text>
    );
  }
  if (failed || !supplies?.length) return null;
  const several = supplies.length > 1 || supplies[0]!.qty !== qty;
  return (
    <>
      {supplies.map((s) => (
        <Typography.Text key={`${s.site}-${s.date}`} type="success" style={style} data-testid="expected-date">
          <CalendarOutlined />{' '}
          {several
            ? t('expected.part', { qty: s.qty, date: date(s.date), location: s.location })
            : t('expected.all', { date: date(s.date), location: s.location })}
        </Typography.Text>
      ))}
    </>
  );
}
