import { Alert, Progress, Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditInformation } from '../../graphql/credit.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { formatMoney, formatNumber } from '../../rules/money.ts';
import { balanceLabelKey, shownBalance, usagePercent } from './credit-status.ts';
import { useScreens } from '../layout/use-screens.ts';

interface CreditFiguresProps {
  credit: CreditInformation;
  /** Any company blocks the customer: the account colour (spec 1 §4). */
  accountBlocked: boolean;
  /** Two columns where there is room (the customer panel); phones always get one. */
  columns?: 1 | 2;
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * One company's credit, the same in the credit widget and the customer panel: limit and balance, and with
 * creditStatusUsage the detailed figures and usage. The balance takes the account colour only with
 * creditStatusBlockedReason, which also names why a company blocks.
 */
export function CreditFigures({ credit, accountBlocked, columns = 1 }: CreditFiguresProps) {
  const { t } = useTranslation('customer');
  const config = useHostConfig();
  const { token } = theme.useToken();
  const screens = useScreens();
  const twoColumns = columns === 2 && !!screens.sm;
  const money = (amount: number) => formatMoney(amount, config.currency);
  const usage = usagePercent(credit);
  const balanceColour = config.creditStatusBlockedReason ? (accountBlocked ? token.colorError : token.colorSuccess) : undefined;

  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'limit', label: t('credit.credit_limit'), value: money(credit.creditLimit) },
    {
      key: 'balance',
      label: t(balanceLabelKey(window.location.hostname)),
      value: (
        <strong style={{ color: balanceColour }} data-testid="credit-balance">
          {money(shownBalance(credit, window.location.hostname))}
        </strong>
      ),
    },
  ];
  if (config.creditStatusUsage) {
    rows.push(
      { key: 'invoice', label: t('credit.open_invoice'), value: money(credit.openInvoice) },
      { key: 'do', label: t('credit.open_do'), value: money(credit.openDo) },
      { key: 'consignment', label: t('credit.consignment'), value: money(credit.consignment) },
      { key: 'exposure', label: t('credit.credit_exposure'), value: money(credit.creditExposure) },
      {
        key: 'usage',
        label: t('credit.usage'),
        value:
          usage === null ? (
            '-'
          ) : (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <Progress
                percent={Math.min(100, usage)}
                showInfo={false}
                aria-label={t('credit.usage')}
                size={[72, 6]}
                strokeColor={usage > 100 ? token.colorError : usage > 85 ? token.colorWarning : token.colorPrimary}
                style={{ margin: 0, lineHeight: 1 }}
              />
              {formatNumber(usage, { ...config.currency, decimalPrecision: 1 })}%
            </span>
          ),
      },
    );
  }

  return (
    <div data-testid="credit-figures">
      <dl style={{ display: 'grid', gridTemplateColumns: twoColumns ? '1fr 1fr' : '1fr', columnGap: 24, margin: 0 }}>
        {rows.map((row) => (
          <div
            key={row.key}
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 12,
              padding: '6px 0',
              borderBottom: `1px solid ${token.colorSplit}`,
            }}
          >
            <dt style={{ color: token.colorTextSecondary }}>{row.label}</dt>
            <dd style={{ margin: 0, textAlign: 'right', ...numeric }}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {credit.reasonBlocked &&
        (config.creditStatusBlockedReason ? (
          <Alert type="error" showIcon style={{ marginTop: 8 }} message={t(`credit_status_blocked_reason_${credit.reasonBlocked}`)} />
        ) : (
          <Tag color="error" style={{ marginTop: 8 }}>
            {t('credit.blocked')}
          </Tag>
        ))}
    </div>
  );
}
