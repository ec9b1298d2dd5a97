import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShownLine } from './shown-line.ts';

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
    <Flex align="center" gap={8}>
      <InputNumber
        size={large ? 'large' : 'middle'}
        min={0}
        max={99_999}
        precision={0}
        value={shown.qty}
        // A blocked line can only leave the cart.
        disabled={!shown.purchasable}
        onChange={(v) => v != null && actions.changeQty(line, v)}
        aria-label={t('qty_label', { name: line.product.name })}
        data-testid="line-qty"
        style={{ width: large ? 96 : 84 }}
      />
      <Typography.Text type="secondary" style={{ minWidth: 24 }}>{line.uom}</Typography.Text>
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
