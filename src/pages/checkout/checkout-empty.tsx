import { ShoppingOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/** Nothing to order: the cart is empty (or holds only lines that cannot be ordered). */
export function CheckoutEmpty() {
  const { t } = useTranslation('checkout');
  const { locale } = useParams();
  return (
    <Card data-testid="checkout-empty">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={(
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('empty.title')}</Typography.Text>
          <Typography.Text type="secondary">{t('empty.text')}</Typography.Text>
        </Flex>
      )}>
        <Flex gap={8} justify="center" wrap>
          <Link to={`/${locale}/catalog`}><Button type="primary" icon={<ShoppingOutlined />}>{t('empty.action')}</Button></Link>
          <Link to={`/${locale}/cart`}><Button>{t('back_to_cart')}</Button></Link>
        </Flex>
      </Empty>
    </Card>
  );
}
