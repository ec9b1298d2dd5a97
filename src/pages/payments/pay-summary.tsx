import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../shell/button-link.tsx';
import { useMoney } from '../catalog/price-tag.tsx';

export interface Figures {
  settled: number;
  discount: number;
  charged: number;
  precision: number;
  partial: boolean;
}

const Line = ({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) => (
  <Flex justify="space-between" align="baseline" gap={12}>
    <Typography.Text type={strong ? undefined : 'secondary'} strong={strong}>
      {label}
    </Typography.Text>
    <Typography.Text strong={strong} style={strong ? { fontSize: 18 } : undefined} data-testid={testId}>
      {value}
    </Typography.Text>
  </Flex>
);

export function PayButton({
  figures,
  paying,
  disabled,
  block,
  short,
}: {
  figures: Figures;
  paying: boolean;
  disabled: boolean;
  block?: boolean;
  short?: boolean;
}) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  return (
    <Button
      type="primary"
      htmlType="submit"
      size="large"
      block={block}
      icon={<LockOutlined />}
      loading={paying}
      disabled={disabled}
      data-testid="payment-submit"
    >
      {short ? t('submit_short') : t('submit', { amount: money(figures.charged, figures.precision) })}
    </Button>
  );
}

/** What is settled, the method's discount and what the gateway takes, beside the one button that pays. */
export function PaySummary({
  figures,
  paying,
  disabled,
  why,
}: {
  figures: Figures;
  paying: boolean;
  disabled: boolean;
  why: string | null;
}) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const { locale } = useParams();
  return (
    <Card title={t('summary.title')} data-testid="payment-summary">
      <Flex vertical gap={8}>
        <Line label={t(figures.partial ? 'summary.partial' : 'summary.settled')} value={money(figures.settled, figures.precision)} />
        {figures.discount > 0 && (
          <Line label={t('summary.discount')} value={`-${money(figures.discount, figures.precision)}`} testId="payment-discount" />
        )}
        <Divider style={{ margin: '4px 0' }} />
        <Line label={t('summary.to_pay')} value={money(figures.charged, figures.precision)} strong testId="payment-to-pay" />
        {why && (
          <Typography.Text type="danger" data-testid="payment-why">
            {why}
          </Typography.Text>
        )}
        <PayButton figures={figures} paying={paying} disabled={disabled} block />
        <ButtonLink to={`/${locale}/invoice/open-invoice`} type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }}>
          {t('back')}
        </ButtonLink>
      </Flex>
    </Card>
  );
}

/** On phones the amount and the button stay at the bottom of the screen while the form scrolls. */
export function PayBar({ figures, paying, disabled, why }: { figures: Figures; paying: boolean; disabled: boolean; why: string | null }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const { token } = theme.useToken();
  return (
    <div
      data-testid="payment-submit-bar"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 10,
        margin: '0 -12px -12px',
        padding: '10px 12px calc(10px + env(safe-area-inset-bottom))',
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.06)',
      }}
    >
      {why && (
        <Typography.Text type="danger" style={{ display: 'block', fontSize: 12, marginBottom: 6 }}>
          {why}
        </Typography.Text>
      )}
      <Flex justify="space-between" align="center" gap={12}>
        <Flex vertical gap={0} style={{ minWidth: 0 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {figures.discount > 0
              ? t('summary.with_discount', { discount: money(figures.discount, figures.precision) })
              : t('summary.to_pay')}
          </Typography.Text>
          <Typography.Text strong style={{ fontSize: 18 }} data-testid="payment-to-pay">
            {money(figures.charged, figures.precision)}
          </Typography.Text>
        </Flex>
        <PayButton figures={figures} paying={paying} disabled={disabled} short />
      </Flex>
    </div>
  );
}
