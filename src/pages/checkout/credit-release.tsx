import { CreditCardOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CreditBlockRelease } from '../../graphql/credit.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { useMoney } from '../catalog/price-tag.tsx';
import { useOrderDates } from '../orders/use-order-format.ts';

/** How many invoice numbers are spelled out before '+N more'. */
const SHOWN_INVOICES = 8;

/** Invoices of one payer are paid together; each payer of the release gets its own payment. */
const byPayer = (release: CreditBlockRelease) => {
  const groups = new Map<string, CreditBlockRelease['invoices']>();
  for (const i of release.invoices) groups.set(i.payerCode, [...(groups.get(i.payerCode) ?? []), i]);
  return [...groups.entries()];
};

/**
 * What lifts one company's credit block: the oldest open invoices that must be paid, their total and a button to
 * pay them now; the payment page leads back to checkout, which opens again once the payment is received.
 */
export function CreditRelease({ release }: { release: CreditBlockRelease }) {
  const { t } = useTranslation('checkout');
  const { locale } = useParams();
  const money = useMoney();
  const { date } = useOrderDates();
  if (!release.liftable) {
    return (
      <Typography.Text data-testid="credit-release-none">{t('release.not_liftable', { company: release.companyName })}</Typography.Text>
    );
  }
  const payers = byPayer(release);
  const hidden = release.invoices.length - SHOWN_INVOICES;
  return (
    <Flex vertical gap={8} data-testid="credit-release" data-company={release.companyCode}>
      <Typography.Text>
        {t('release.text', {
          count: release.invoices.length,
          company: release.companyName,
          total: money(release.total, release.precision),
        })}
      </Typography.Text>
      <Flex gap={6} wrap>
        {release.invoices.slice(0, SHOWN_INVOICES).map((i) => (
          <Tag key={i.id} data-testid="credit-release-invoice">
            {i.invoiceNo} · {t('release.due', { date: date(i.dueDate) })}
          </Tag>
        ))}
        {hidden > 0 && <Tag>{t('release.more', { count: hidden })}</Tag>}
      </Flex>
      <Flex gap={8} wrap>
        {payers.map(([payer, invoices]) => (
          <ButtonLink
            key={payer}
            to={`/${locale}/payment/invoice?invoices=${invoices.map((i) => i.id).join(',')}&from=checkout`}
            type="primary"
            icon={<CreditCardOutlined />}
            data-testid="credit-release-pay"
          >
            {payers.length > 1
              ? t('release.pay_payer', {
                  payer,
                  total: money(
                    invoices.reduce((s, i) => s + i.amount, 0),
                    release.precision,
                  ),
                })
              : t('release.pay', { total: money(release.total, release.precision) })}
          </ButtonLink>
        ))}
      </Flex>
    </Flex>
  );
}
