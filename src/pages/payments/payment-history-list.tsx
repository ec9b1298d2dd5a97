import { Card, Empty, Flex, Pagination, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../shell/button-link.tsx';
import { useMoney } from '../catalog/price-tag.tsx';
import { useOrderDates } from '../orders/use-order-format.ts';
import type { PaymentHistoryEntry } from '../../graphql/payments.ts';
import { Countdown } from './virtual-account.tsx';

const statusColour: Record<string, string> = {
  pending: 'processing',
  paid: 'success',
  failed: 'error',
  expired: 'default',
  voided: 'default',
};

/**
 * One invoice payment as a card: what was asked to be transferred or charged (after the discount, the invoices' sum
 * beside it), where it goes and until when, which invoices, and the way back to its page.
 */
function PaymentCard({ payment, onExpired }: { payment: PaymentHistoryEntry; onExpired: () => void }) {
  const { t } = useTranslation('payments');
  const { locale } = useParams();
  const money = useMoney();
  const { dateTime } = useOrderDates();
  const pending = payment.paymentStatus.id === 'pending';
  const gross = payment.amount + payment.discount;
  return (
    <Card size="small" data-testid="history-payment" data-status={payment.paymentStatus.id}>
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="baseline" gap={8} wrap>
          <Typography.Text strong>{payment.method.description}</Typography.Text>
          <Tag color={statusColour[payment.paymentStatus.id]}>{t(`history.state.${payment.paymentStatus.id}`)}</Tag>
        </Flex>
        <Flex vertical gap={0}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(pending && payment.kind === 'transfer' ? 'history.to_transfer' : 'history.amount')}
          </Typography.Text>
          <Typography.Text strong style={{ fontSize: 18, fontVariantNumeric: 'tabular-nums' }} data-testid="history-amount">
            {money(payment.amount, payment.precision)}
          </Typography.Text>
          {payment.discount > 0 && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('history.less_discount', {
                gross: money(gross, payment.precision),
                discount: money(payment.discount, payment.precision),
              })}
            </Typography.Text>
          )}
        </Flex>
        {pending && payment.virtualAccountNo && (
          <Typography.Text data-testid="history-account">
            {t('history.account', { no: payment.virtualAccountNo.replace(/(\d{4})(?=\d)/g, '$1 ') })}
          </Typography.Text>
        )}
        {pending && payment.expiredDate && (
          <Typography.Text type="secondary">
            {t('history.closes_in')} <Countdown until={payment.expiredDate} onExpired={onExpired} />
          </Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('history.made', { date: dateTime(payment.createdAt) })} ·{' '}
          {t('history.invoices', { count: payment.invoices.length, list: payment.invoices.map((i) => i.invoiceNo).join(', ') })}
        </Typography.Text>
        <div>
          <ButtonLink
            to={`/${locale}/payment/invoice?request=${encodeURIComponent(payment.externalId)}`}
            type={pending ? 'primary' : 'default'}
            size="small"
            data-testid="history-open"
          >
            {t(pending ? 'history.open_pending' : 'history.open')}
          </ButtonLink>
        </div>
      </Flex>
    </Card>
  );
}

interface Props {
  payments: readonly PaymentHistoryEntry[] | undefined;
  loading: boolean;
  onExpired: () => void;
  empty?: string;
  paging?: { page: number; limit: number; count: number; onChange: (page: number, limit: number) => void };
}

/** Invoice payments as cards, a few side by side where there is room; paged on the server when asked. */
export function PaymentHistoryList({ payments, loading, onExpired, empty, paging }: Props) {
  if (!payments) return loading ? <Skeleton active /> : null;
  if (!payments.length) return empty ? <Empty description={<span data-testid="history-empty">{empty}</span>} /> : null;
  return (
    <Flex vertical gap={12}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 12 }} aria-busy={loading}>
        {payments.map((p) => (
          <PaymentCard key={p.externalId} payment={p} onExpired={onExpired} />
        ))}
      </div>
      {paging && paging.count > paging.limit && (
        <Pagination
          align="end"
          current={paging.page}
          pageSize={paging.limit}
          total={paging.count}
          showSizeChanger={false}
          onChange={paging.onChange}
        />
      )}
    </Flex>
  );
}
