import { StopOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { detailPath } from '../../rules/catalog-query.ts';
import type { ShownLine } from './shown-line.ts';

/** The article of a line: picture, name, article code (to its detail page), tags, and why it cannot be bought. */
export function LineProduct({ shown, imageSize = 72 }: { shown: ShownLine; imageSize?: number }) {
  const { t } = useTranslation('cart');
  const { token } = theme.useToken();
  const { locale } = useParams();
  const { product } = shown.line;
  const to = detailPath(locale, product.category, product.slug);
  return (
    <Flex gap={12} align="flex-start" style={{ minWidth: 0 }}>
      <Link to={to} tabIndex={-1} aria-hidden style={{ flex: 'none' }}>
        <img
          src={product.image}
          alt=""
          loading="lazy"
          width={imageSize}
          height={imageSize}
          style={{
            objectFit: 'contain',
            background: token.colorBgLayout,
            borderRadius: token.borderRadius,
            opacity: shown.purchasable ? 1 : 0.5,
          }}
        />
      </Link>
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {product.brand} · {product.modelYear}
        </Typography.Text>
        <Link to={to}>
          <Typography.Text strong style={{ color: 'inherit' }}>
            {product.name}
          </Typography.Text>
        </Link>
        <Link to={to} data-testid="line-article" style={{ fontSize: 12 }}>
          {t('article', { code: product.articleCodeDisplay })}
        </Link>
        {product.tags.length > 0 && (
          <Flex gap={4} wrap style={{ marginTop: 2 }}>
            {product.tags.map((tag) => (
              <Tag key={`${tag.type}-${tag.name}`} bordered={false} color="blue" style={{ marginInlineEnd: 0 }}>
                {tag.name}
              </Tag>
            ))}
          </Flex>
        )}
        {!shown.purchasable && (
          <Typography.Text type="danger" style={{ fontSize: 13 }} data-testid="line-blocked">
            <StopOutlined /> {t('blocked.title')}: {t(`blocked.${shown.reason ?? 'unknown'}`)}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
