import { ShoppingOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../shell/button-link.tsx';

/** Nothing to order: the cart is empty (or holds only lines that cannot be ordered). */
export function CheckoutEmpty() {
  const { t } = useTranslation('checkout');
  const { locale } = useParams();
  return (
    <Card data-testid="checkout-empty">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>{t('empty.title')}</Typography.Text>
            <Typography.Text type="secondary">{t('empty.text')}</Typography.Text>
          </Flex>
        }
      >
        <Flex gap={8} justify="center" wrap>
          <ButtonLink to={`/${locale}/catalog`} type="primary" icon={<ShoppingOutlined />}>
            {t('empty.action')}
          </ButtonLink>
          <ButtonLink to={`/${locale}/cart`}>{t('back_to_cart')}</ButtonLink>
        </Flex>
      </Empty>
    </Card>
  );
}
