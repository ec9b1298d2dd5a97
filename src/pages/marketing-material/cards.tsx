import { FolderOpenOutlined, PlayCircleOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { type MMCategoryCard, type MMItem, type MMLayout, pictureOf, plainText } from '../../graphql/marketing-material.ts';

/** Columns per line on a wide screen (1 to 6); phones show two category cards or one item card per line. */
const span = (perLine: number) => Math.floor(24 / Math.min(Math.max(perLine, 1), 6));

const picture = (url: string | null | undefined, alt: string, icon: React.ReactNode) =>
  url ? (
    <img src={url} alt={alt} loading="lazy" style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }} />
  ) : (
    // Inline display: a card cover makes its child a block, which would undo a Flex's centring.
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '100%',
        aspectRatio: '4 / 3',
        background: '#f0f5ff',
        fontSize: 40,
        color: '#1677ff',
      }}
    >
      {icon}
    </div>
  );

export function CategoryCards({ categories, perLine }: { categories: MMCategoryCard[]; perLine: number }) {
  const { t } = useTranslation('marketing-material');
  const { locale, type } = useParams();
  return (
    <Row gutter={[16, 16]}>
      {categories.map((c) => (
        <Col key={c.id} xs={12} md={span(perLine)}>
          <Link
            to={`/${locale}/marketing-material/${type}/${c.id}`}
            data-testid="mm-category-card"
            style={{ display: 'block', height: '100%' }}
          >
            <Card
              hoverable
              cover={picture(c.cover?.thumbnailUrl, c.title, <FolderOpenOutlined />)}
              styles={{ body: { padding: 12 } }}
              style={{ height: '100%' }}
            >
              <Typography.Text strong>{c.title}</Typography.Text>
              <div>
                <Typography.Text type="secondary">
                  {[t('reader.items', { count: c.totalItems }), c.totalChildren ? t('reader.children', { count: c.totalChildren }) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
              </div>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}

const ALL: MMLayout = {
  placeholderOnCard: true,
  titleOnCard: true,
  subtitleOnCard: false,
  releasedonOnCard: false,
  resolutionOnCard: false,
  gotopdpOnCard: false,
};

/** Item cards laid out by the category's layout flags and items per line (spec 3 §3 Layout). */
export function ItemCards({ items, layout, perLine }: { items: MMItem[]; layout: MMLayout | null; perLine: number }) {
  const { t } = useTranslation('marketing-material');
  const { locale, type, id } = useParams();
  const config = useHostConfig();
  const l = layout ?? ALL;
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => {
        const file = pictureOf(item);
        const video = item.type === 'video';
        return (
          <Col key={item.id} xs={24} sm={12} md={span(item.itemPerLine || perLine)}>
            <Card
              hoverable
              data-testid="mm-item-card"
              styles={{ body: { padding: 12 } }}
              style={{ height: '100%' }}
              cover={
                l.placeholderOnCard ? (
                  <Link
                    to={`/${locale}/marketing-material/${type}/${id}/image/${item.id}`}
                    aria-label={item.title}
                    style={{ position: 'relative', display: 'block' }}
                  >
                    {picture(file?.thumbnailUrl, item.title, <PlayCircleOutlined />)}
                    {video && (
                      <PlayCircleOutlined
                        style={{ position: 'absolute', inset: 0, margin: 'auto', fontSize: 48, color: '#fff', height: 48 }}
                      />
                    )}
                  </Link>
                ) : undefined
              }
            >
              <Flex vertical gap={4}>
                {l.titleOnCard && (
                  <Link to={`/${locale}/marketing-material/${type}/${id}/image/${item.id}`}>
                    <Typography.Text strong>{item.title}</Typography.Text>
                  </Link>
                )}
                {l.subtitleOnCard && (
                  <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                    {plainText(item.body)}
                  </Typography.Paragraph>
                )}
                <Flex gap={4} wrap="wrap">
                  {l.releasedonOnCard && <Tag>{t('reader.released_on', { date: dayjs(item.uploadAt).format(config.dateFormat) })}</Tag>}
                  {l.resolutionOnCard && file?.width && <Tag>{`${file.width} × ${file.height} px`}</Tag>}
                  {video && <Tag color="blue">{t('values.video')}</Tag>}
                </Flex>
                {l.gotopdpOnCard && (
                  <Link
                    to={`/${locale}/catalog/list?search=${encodeURIComponent(item.title.split(/[—-]/)[0].trim())}`}
                    data-testid="mm-goto-pdp"
                  >
                    <ShoppingOutlined /> {t('reader.goto_pdp')}
                  </Link>
                )}
              </Flex>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
