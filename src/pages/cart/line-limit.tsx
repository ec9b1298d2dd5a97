import { WarningOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { exceedsLimit, maxLineQty } from '../../rules/order-limits.ts';
import { useOrderDates } from '../orders/use-order-format.ts';
import type { ShownLine } from './shown-line.ts';
import { unitLabel } from './unit-label.ts';

/**
 * What holds a line back before checkout: its order limit (spec 2 §5; counted in pieces, said in the line's own
 * unit) and stock that ran out since the line was added (what is left to order).
 */
export function LineLimit({ shown, spaced = false }: { shown: ShownLine; spaced?: boolean }) {
  const { t } = useTranslation('cart');
  const { date } = useOrderDates();
  const { orderLimit: limit, uom } = shown.line;
  if (!shown.purchasable) return null;
  const style = { fontSize: 12, display: 'block', marginTop: spaced ? 8 : 0 };
  const unit = unitLabel(t, uom);
  const shortage = shown.shortage != null && (
    <Typography.Text type="danger" style={style} data-testid="line-shortage" role="status">
      <WarningOutlined /> {shown.shortage > 0 ? t('shortage.left', { available: shown.shortage, uom: unit }) : t('shortage.none')}
    </Typography.Text>
  );
  if (!limit) return shortage || null;
  const until = date(limit.to.slice(0, 10));
  if (exceedsLimit(shown.qty, uom, limit)) {
    return (
      <>
        <Typography.Text type="danger" style={style} data-testid="line-limit-over">
          <WarningOutlined /> {t('limit.over', { qty: maxLineQty(limit, uom), uom: unit, date: until })}
        </Typography.Text>
        {shortage}
      </>
    );
  }
  return (
    <>
      <Typography.Text type="secondary" style={style} data-testid="line-limit">
        {t('limit.left', { remaining: maxLineQty(limit, uom), uom: unit, date: until })}
      </Typography.Text>
      {shortage}
    </>
  );
}
