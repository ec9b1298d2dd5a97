import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QuantityInput } from './quantity-input.tsx';
import type { ShownLine } from './shown-line.ts';
import { unitLabel } from './unit-label.ts';

/** The most one line may hold (the API refuses more). */
export const MAX_LINE_QTY = 99_999;

export interface QuantityActions {
  changeQty: (line: ShownLine['line'], qty: number) => void;
  remove: (line: ShownLine['line']) => Promise<void>;
  saving: Record<string, boolean>;
}

/** The quantity of a line with its unit of measure, and its remove button; 0 removes too. */
export function LineQuantity({ shown, actions, large = false }: { shown: ShownLine; actions: QuantityActions; large?: boolean }) {
  const { t } = useTranslation('cart');
  const { line } = shown;
  const busy = !!actions.saving[line.product.articleCode];
  return (
    <Flex align="flex-start" gap={8}>
      <QuantityInput
        size={large ? 'large' : 'middle'}
        max={MAX_LINE_QTY}
        zeroAllowed
        value={shown.qty}
        // A blocked line can only leave the cart.
        disabled={!shown.purchasable}
        onChange={(v) => actions.changeQty(line, v)}
        aria-label={t('qty_label', { name: line.product.name })}
        data-testid="line-qty"
        style={{ width: large ? 96 : 84 }}
      />
      <Typography.Text type="secondary" style={{ minWidth: 24, lineHeight: large ? '40px' : '32px' }}>
        {unitLabel(t, line.uom)}
      </Typography.Text>
      <Button
        type="text"
        size={large ? 'large' : 'middle'}
        danger
        icon={<DeleteOutlined />}
        loading={busy && shown.qty === 0}
        aria-label={t('remove_label', { name: line.product.name })}
        title={t('remove')}
        data-testid="line-remove"
        onClick={() => void actions.remove(line)}
      />
    </Flex>
  );
}
