import { Alert, Checkbox, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { partialAmountProblem } from '../../rules/invoice-selection.ts';
import { useMoney } from '../catalog/price-tag.tsx';

/** An amount typed in the currency's major unit, in minor units (12.5 dollars -> 1250). */
export const toMinor = (major: number | null | undefined, precision: number) =>
  major == null || !Number.isFinite(major) ? NaN : Math.round(major * 10 ** precision);

/** '1234.5' as the currency writes it: '1,234.5' or '1.234,5'. */
function grouped(value: string | number | undefined, format: { thousandSeparator: string; decimalSeparator: string }) {
  if (value === undefined || `${value}` === '') return '';
  const [whole, decimals] = `${value}`.split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.thousandSeparator);
  return decimals === undefined ? digits : `${digits}${format.decimalSeparator}${decimals}`;
}

/**
 * Partial payment of the one invoice chosen (spec 2 §4, §5): only where the market allows it; the dealer
 * acknowledges it first, then types an amount between 1 and the total.
 */
export function PartialField({ total, precision }: { total: number; precision: number }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const { currency } = useHostConfig();
  const on = Form.useWatch<boolean | undefined>('partial');
  return (
    <div data-testid="partial-payment">
      <Form.Item name="partial" valuePropName="checked" style={{ marginBottom: on ? 12 : 0 }}>
        <Checkbox data-testid="partial-acknowledge">{t('partial.acknowledge')}</Checkbox>
      </Form.Item>
      {on && (
        <>
          <Alert type="info" showIcon message={t('partial.hint', { total: money(total, precision) })} style={{ marginBottom: 12 }} />
          <Form.Item
            name="amount"
            label={t('partial.amount')}
            required
            validateFirst
            rules={[
              { required: true, message: t('errors.min_amount') },
              {
                validator: async (_, value: number | null) => {
                  const problem = partialAmountProblem(toMinor(value, precision), total, precision);
                  if (problem?.key === 'min') throw new Error(t('errors.min_amount'));
                  if (problem?.key === 'max') throw new Error(t('errors.max_amount', { total: money(total, precision) }));
                },
              },
            ]}
          >
            <InputNumber<number>
              style={{ width: '100%' }}
              size="large"
              min={0}
              precision={precision}
              addonBefore={currency.symbol || currency.display}
              inputMode="decimal"
              data-testid="partial-amount"
              formatter={(v, { userTyping, input }) => (userTyping ? input : grouped(v, currency))}
              parser={(v) =>
                Number(
                  (v ?? '')
                    .split(currency.thousandSeparator)
                    .join('')
                    .replace(currency.decimalSeparator, '.')
                    .replace(/[^\d.-]/g, ''),
                )
              }
            />
          </Form.Item>
        </>
      )}
    </div>
  );
}
