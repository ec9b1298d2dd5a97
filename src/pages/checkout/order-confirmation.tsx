import { FileTextOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Card, Flex, Result, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import type { PlacedOrder } from '../../graphql/checkout.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { OrderNumbers } from './order-numbers.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * After checkout (spec 2 §2 cart-order-confirmation): the order numbers, one per sales organisation, and what
 * happens next. The numbers travel in the URL so a reload still shows them; totals only right after ordering.
 */
export default function OrderConfirmationPage() {
  const { t } = useTranslation('checkout');
  const { locale } = useParams();
  const [params] = useSearchParams();
  const placed = (useLocation().state as { orders?: PlacedOrder[] } | null)?.orders ?? [];
  const phone = !useScreens().md;
  const numbers = (params.get('orders') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

  const actions = (
    <Flex vertical={phone} gap={8} justify="center" style={{ width: phone ? '100%' : undefined }}>
      <ButtonLink
        to={`/${locale}/order`}
        type="primary"
        size="large"
        block={phone}
        icon={<FileTextOutlined />}
        data-testid="confirmation-orders"
      >
        {t('confirmation.to_orders')}
      </ButtonLink>
      <ButtonLink to={`/${locale}/catalog`} size="large" block={phone} icon={<ShoppingOutlined />}>
        {t('confirmation.to_catalog')}
      </ButtonLink>
    </Flex>
  );

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760, margin: '0 auto', width: '100%' }} data-testid="order-confirmation">
      <Card>
        <Result
          status="success"
          style={{ padding: phone ? '8px 0' : '24px 32px' }}
          title={t('confirmation.title', { count: numbers.length || 1 })}
          subTitle={numbers.length ? t('confirmation.subtitle', { count: numbers.length }) : t('confirmation.no_numbers')}
          extra={
            <Flex vertical gap={24} align="center">
              {numbers.length > 0 && <OrderNumbers numbers={numbers} placed={placed} />}
              {actions}
            </Flex>
          }
        />
      </Card>
      <Card title={t('confirmation.next_title')} size="small" styles={{ body: { padding: 16 } }}>
        <Steps
          direction="vertical"
          size="small"
          current={0}
          items={[
            { title: t('confirmation.next.confirm.title'), description: t('confirmation.next.confirm.text') },
            { title: t('confirmation.next.deliver.title'), description: t('confirmation.next.deliver.text') },
            { title: t('confirmation.next.invoice.title'), description: t('confirmation.next.invoice.text') },
          ]}
        />
      </Card>
    </Flex>
  );
}
