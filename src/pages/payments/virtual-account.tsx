import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Flex, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../catalog/price-tag.tsx';
import { useOrderDates } from '../orders/use-order-format.ts';
import type { PaymentRequest } from '../../graphql/payments.ts';

/** hh:mm:ss left until a moment; 00:00:00 once it has passed. */
export function timeLeft(until: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** Counts down to the expiry each second and says once when it is reached, so the status is asked again. */
export function Countdown({ until, onExpired }: { until: string; onExpired: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const over = Date.parse(until) <= now;
  useEffect(() => {
    if (over) onExpired();
  }, [over, onExpired]);
  return (
    <span data-testid="payment-countdown" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {timeLeft(until, now)}
    </span>
  );
}

/** Where a transfer goes: the number to copy, the exact amount, and how long the account stays open. */
export function VirtualAccount({ request, onExpired }: { request: PaymentRequest; onExpired: () => void }) {
  const { t } = useTranslation('payments');
  const { token } = theme.useToken();
  const money = useMoney();
  const { dateTime } = useOrderDates();
  if (!request.virtualAccountNo) return null;
  const grouped = request.virtualAccountNo.replace(/(\d{4})(?=\d)/g, '$1 ');
  return (
    <Card size="small" style={{ background: token.colorPrimaryBg, borderColor: token.colorPrimaryBorder }} data-testid="virtual-account">
      <Flex vertical gap={10}>
        <Flex vertical gap={2}>
          <Typography.Text type="secondary">{t('status.va_number', { bank: request.method.description })}</Typography.Text>
          <Typography.Text
            strong
            style={{ fontSize: 24, letterSpacing: 1 }}
            data-testid="virtual-account-no"
            copyable={{ text: request.virtualAccountNo, tooltips: [t('status.copy'), t('status.copied')] }}
          >
            {grouped}
          </Typography.Text>
        </Flex>
        <Flex vertical gap={2}>
          <Typography.Text type="secondary">{t('status.exact_amount')}</Typography.Text>
          <Typography.Text
            strong
            style={{ fontSize: 18 }}
            copyable={{ text: String(request.amount / 10 ** request.precision), tooltips: [t('status.copy'), t('status.copied')] }}
          >
            {money(request.amount, request.precision)}
          </Typography.Text>
        </Flex>
        {request.expiredDate && (
          <Flex gap={8} align="center" wrap>
            <ClockCircleOutlined style={{ color: token.colorWarning }} />
            <Typography.Text>
              {t('status.expires_in')}{' '}
              <Typography.Text strong>
                <Countdown until={request.expiredDate} onExpired={onExpired} />
              </Typography.Text>
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              ({t('status.expires_at', { date: dateTime(request.expiredDate) })})
            </Typography.Text>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
