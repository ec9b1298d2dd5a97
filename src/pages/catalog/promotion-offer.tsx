import { GiftOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
/** What the product page knows of its promotion. */
interface Promotion {
  name: string;
  badge?: string | null;
  tagline?: string | null;
  terms?: string | null;
}

/**
 * A promotion on the product page, drawn as the offer it is: the promotion colour the cards' badge and the promoted
 * price use, a gift, its name, tagline and terms. Never an alert: nothing is wrong.
 */
export function PromotionOffer({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('catalog');
  const { token } = theme.useToken();
  return (
    <Flex
      gap={12}
      align="start"
      data-testid="promotion"
      role="note"
      aria-label={t('promotion.badge')}
      style={{
        padding: '10px 14px',
        borderRadius: token.borderRadiusLG,
        background: token.colorErrorBg,
        borderInlineStart: `4px solid ${token.colorError}`,
      }}
    >
      <GiftOutlined aria-hidden style={{ color: token.colorError, fontSize: 20, marginTop: 2 }} />
      <Flex vertical gap={2}>
        <Flex gap={8} align="center" wrap>
          <Tag color="red" bordered={false} style={{ margin: 0 }}>
            {promotion.badge || t('promotion.badge')}
          </Tag>
          <Typography.Text strong>{promotion.name}</Typography.Text>
        </Flex>
        {promotion.tagline && <Typography.Text>{promotion.tagline}</Typography.Text>}
        {promotion.terms && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {promotion.terms}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
