import { Card, Flex, Statistic, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgeingKey } from '../../../rules/credit.ts';
import { useMoney } from '../../catalog/price-tag.tsx';
import type { AgeingBucket, OpenInvoiceCreditCust } from '../../../graphql/invoices.ts';
import { useScreens } from '../../../shell/layout/use-screens.ts';

/** The longer past due, the warmer the colour. */
const useBucketColours = (): Record<AgeingKey, string> => {
  const { token } = theme.useToken();
  return {
    not_due: token.colorSuccess,
    overdue_1_30: token.gold6,
    overdue_31_60: token.orange6,
    overdue_61_90: token.volcano6,
    overdue_over_90: token.colorError,
  };
};

/**
 * What the credit customer owes and how old it is: totals, the payable invoices' ageing buckets with a bar of their
 * shares, then the sum that makes the total: what may be paid, plus invoices in a payment under way, less deductions.
 */
export function AgeingSummary({ creditCust, precision }: { creditCust: OpenInvoiceCreditCust; precision: number }) {
  const { t } = useTranslation('open-invoices');
  const { token } = theme.useToken();
  const money = useMoney();
  const colours = useBucketColours();
  const screens = useScreens();
  const wide = !!screens.lg;
  const figure = screens.md ? 24 : 18;
  const { totals } = creditCust;
  // The server's bucket keys are the credit rules' AgeingKeys (AGEING_BUCKETS).
  const ageing = creditCust.ageing as AgeingBucket[];
  const positive = ageing.reduce((sum, b) => sum + Math.max(0, b.value), 0);
  return (
    <Card size="small" data-testid="ageing" title={t('ageing.title')}>
      <Flex gap={wide ? 32 : 16} wrap style={{ marginBottom: 12 }}>
        <Statistic title={t('ageing.total')} value={money(totals.total, precision)} valueStyle={{ fontSize: figure }} />
        <Statistic
          title={t('ageing.overdue')}
          value={money(totals.overdue, precision)}
          valueStyle={{ fontSize: figure, color: totals.overdue > 0 ? token.colorError : undefined }}
        />
      </Flex>
      {positive > 0 && (
        <div
          aria-hidden
          style={{
            display: 'flex',
            height: 8,
            borderRadius: 4,
            overflow: 'hidden',
            background: token.colorFillSecondary,
            marginBottom: 12,
          }}
        >
          {ageing
            .filter((b) => b.value > 0)
            .map((b) => (
              <div key={b.key} style={{ width: `${(b.value / positive) * 100}%`, background: colours[b.key] }} />
            ))}
        </div>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: wide ? 'repeat(5, minmax(0, 1fr))' : 'repeat(2, minmax(0, 1fr))', gap: 12 }}>
        {ageing.map((b) => (
          <div key={b.key} data-testid={`ageing-${b.key}`}>
            <Flex vertical gap={0} style={{ borderInlineStart: `3px solid ${colours[b.key]}`, paddingInlineStart: 10 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`ageing.${b.key}`)}
              </Typography.Text>
              <Flex justify="space-between" align="baseline" gap={8} wrap>
                <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {money(b.value, precision)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('ageing.invoices', { count: b.count })}
                </Typography.Text>
              </Flex>
            </Flex>
          </div>
        ))}
      </div>
      {/* How the total is made, the same in every market: the ages above are what may be paid; invoices in a payment
          under way and deductions complete it. */}
      <Flex vertical gap={4} style={{ marginTop: 12, paddingTop: 8, borderTop: `1px solid ${token.colorSplit}` }} data-testid="ageing-sum">
        {(
          [
            ['payable', '', totals.payable, 'ageing.sum_payable'],
            ['pending', '+', totals.pending, 'ageing.sum_pending'],
            ['deductions', '−', -totals.deductions, 'ageing.sum_deductions'],
            ['total', '=', totals.total, 'ageing.total'],
          ] as const
        ).map(([key, sign, value, label]) => (
          <Flex key={key} justify="space-between" gap={8} data-testid={`ageing-${key}`}>
            <Typography.Text type={key === 'total' ? undefined : 'secondary'} strong={key === 'total'}>
              <span aria-hidden style={{ display: 'inline-block', width: 14 }}>
                {sign}
              </span>
              {t(label)}
            </Typography.Text>
            <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
              {money(value, precision)}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
