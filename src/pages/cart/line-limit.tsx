import { WarningOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { exceedsLimit, maxLineQty } from '../../rules/order-limits.ts';
import { useOrderDates } from '../orders/use-order-format.ts';
import type { ShownLine } from './shown-line.ts';

/** A limited line's order limit (spec 2 §5, in EA): what is left and until when, or by how much the line is over it. */
export function LineLimit({ shown, spaced = false }: { shown: ShownLine; spaced?: boolean }) {
  const { t } = useTranslation('cart');
  const { date } = useOrderDates();
  const { orderLimit: limit, uom } = shown.line;
  if (!limit || !shown.purchasable) return null;
  const until = date(limit.to.slice(0, 10));
  const style = { fontSize: 12, display: 'block', marginTop: spaced ? 8 : 0 };
  if (exceedsLimit(shown.qty, uom, limit)) {
    return (
      <Typography.Text type="danger" style={style} data-testid="line-limit-over">
        <WarningOutlined /> {t('limit.over', { qty: maxLineQty(limit, uom), uom, remaining: limit.remaining, date: until })}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="secondary" style={style} data-testid="line-limit">
      {t('limit.left', { remaining: limit.remaining, date: until })}
    </Typography.Text>
  );
}
