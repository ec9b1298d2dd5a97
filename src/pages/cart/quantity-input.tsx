import { Flex, InputNumber, Typography, type InputNumberProps } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qtyProblem, type QtyProblem } from '../../rules/cart.ts';

type Props = Omit<InputNumberProps<number>, 'value' | 'onChange' | 'min' | 'max' | 'precision' | 'status'> & {
  value: number;
  /** Called with each quantity that holds; a refused one stays in the box with its reason below. */
  onChange: (qty: number) => void;
  /** Called with the reason a typed quantity is refused, null once it holds again (so a caller can hold its button). */
  onProblem?: (problem: QtyProblem | null) => void;
  max: number;
  /** 0 holds (a cart line: it removes the line). */
  zeroAllowed?: boolean;
};

/**
 * A quantity box that says why a value is refused (negative, zero, not whole, over the most a line may hold)
 * instead of silently putting the last value back: the typed value stays, marked, with a translated reason that a
 * screen reader hears (aria-describedby, aria-live).
 */
export function QuantityInput({ value, onChange, onProblem, max, zeroAllowed = false, style, ...rest }: Props) {
  const { t } = useTranslation('cart');
  const id = useId();
  const [typed, setTyped] = useState<number | null>(value);
  const [problem, setProblem] = useState<QtyProblem | null>(null);
  // A value changed from outside (a saved line, a reset after adding) shows as it is.
  useEffect(() => {
    setTyped(value);
    setProblem(null);
  }, [value]);

  const change = (next: number | null) => {
    setTyped(next);
    const found = qtyProblem(next, max, { zeroAllowed });
    setProblem(found);
    onProblem?.(found);
    if (!found && next !== null && next !== value) onChange(next);
  };
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <InputNumber<number>
        {...rest}
        value={typed}
        onChange={change}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? id : undefined}
        style={style}
      />
      <div aria-live="polite">
        {problem && (
          <Typography.Text type="danger" id={id} style={{ fontSize: 12, display: 'block', maxWidth: 220 }} data-testid="qty-problem">
            {t(`qty_problem.${problem}`, { max })}
          </Typography.Text>
        )}
      </div>
    </Flex>
  );
}
