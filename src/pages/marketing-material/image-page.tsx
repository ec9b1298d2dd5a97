import { DownloadOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../rules/file-size.ts';
import { Link, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { ButtonLink } from '../../shell/button-link.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { CATEGORY, ITEM, ITEMS, type MMFile } from '../../graphql/marketing-material.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

/** Spec 3 §9: the same-parent image list has limit 1000. */
const SAME_PARENT_LIMIT = 1000;

const RENDITIONS = [
  ['ori', 'oriFileUrl'],
  ['hi', 'hiFileUrl'],
  ['med', 'medFileUrl'],
  ['low', 'lowFileUrl'],
  ['thumbnail', 'thumbnailUrl'],
] as const;

/** The longest side of the hi, med and low renditions; smaller originals are never enlarged (api/files/renditions.ts). */
const EDGES = { hi: 2048, med: 1024, low: 512 } as const;

const sizeOf = (file: MMFile, name: string) => {
  if (name === 'thumbnail') return '480 × 360 px';
  const edge = EDGES[name as keyof typeof EDGES];
  if (!edge || !file.width || !file.height) return '';
  const scale = Math.min(1, edge / Math.max(file.width, file.height));
  return `${Math.round(file.width * scale)} × ${Math.round(file.height * scale)} px`;
};

/**
 * /marketing-material/{type}/{id}/image/{image_id}: one image (or video) large, its text, and a download of each
 * rendition (original, high, medium, low, thumbnail) as an attachment; previous and next items of the same category.
 */
export default function MarketingImagePage() {
  const { t } = useTranslation('marketing-material');
  const config = useHostConfig();
  const { locale, type = '', id, image_id: imageId } = useParams();
  const item = usePortalQuery(['marketing-material', 'item', Number(imageId)], ITEM, { id: Number(imageId) });
  const category = usePortalQuery(['marketing-material', 'category', Number(id), type], CATEGORY, { id: Number(id), type });
  const siblings = usePortalQuery(['marketing-material', 'items', Number(id), SAME_PARENT_LIMIT], ITEMS, {
    category: Number(id),
    limit: SAME_PARENT_LIMIT,
  });
  const m = item.data?.marketingMaterial;
  if (item.isError && !item.data)
    return <LoadError error={item.error} titleKey="marketing-material:reader.load_failed" onRetry={() => void item.refetch()} />;
  if (!item.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!m)
    return (
      <Empty description={<span data-testid="mm-not-found">{t('reader.not_found')}</span>}>
        <Link to={`/${locale}/marketing-material/${type}`}>{t('reader.back')}</Link>
      </Empty>
    );
  const c = category.data?.marketingMaterialCategory;
  const list = siblings.data?.marketingMaterials?.materials ?? [];
  const at = list.findIndex((x) => x.id === m.id);
  const prev = at > 0 ? list[at - 1] : null;
  const next = at >= 0 && at < list.length - 1 ? list[at + 1] : null;
  const main = m.files[0] ?? m.placeholder;
  const base = `/${locale}/marketing-material/${type}/${id}`;
  return (
    <Flex vertical gap={16} data-testid="mm-image">
      <Breadcrumb
        items={[
          { title: <Link to={`/${locale}/marketing-material/${type}`}>{t(`sections.${type}`)}</Link> },
          ...(c?.breadcrumb ?? []).map((b) => ({ title: <Link to={`/${locale}/marketing-material/${type}/${b.id}`}>{b.title}</Link> })),
          { title: m.title },
        ]}
      />
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={15}>
          <Card styles={{ body: { padding: 0 } }} style={{ overflow: 'hidden' }}>
            {m.type === 'video' && main ? (
              // biome-ignore lint/a11y/useMediaCaption: marketing videos come from the brand without caption files
              <video
                controls
                preload="metadata"
                poster={main.posterUrl ?? undefined}
                src={main.oriFileUrl}
                style={{ width: '100%', display: 'block', background: '#000' }}
              />
            ) : (
              main && (
                <img
                  src={main.hiFileUrl ?? main.medFileUrl ?? main.oriFileUrl}
                  alt={m.title}
                  style={{ width: '100%', display: 'block' }}
                  data-testid="mm-image-main"
                />
              )
            )}
          </Card>
          <Flex justify="space-between" style={{ marginTop: 12 }}>
            {prev ? (
              <ButtonLink to={`${base}/image/${prev.id}`} icon={<LeftOutlined />}>
                {t('reader.previous')}
              </ButtonLink>
            ) : (
              <span />
            )}
            {next ? (
              <ButtonLink to={`${base}/image/${next.id}`} icon={<RightOutlined />} iconPosition="end">
                {t('reader.next')}
              </ButtonLink>
            ) : (
              <span />
            )}
          </Flex>
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={12}>
            <Typography.Title level={3} style={{ margin: 0 }} data-testid="mm-image-title">
              {m.title}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('reader.released_on', { date: dayjs(m.uploadAt).format(config.dateFormat) })}
            </Typography.Text>
            {/* The server stores and serves this HTML sanitised (api/content/sanitize.ts). */}
            {m.body && <div className="mm-body" dangerouslySetInnerHTML={{ __html: m.body }} />}
            {m.files.map((f) => (
              <Downloads key={f.id} file={f} />
            ))}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}

function Downloads({ file }: { file: MMFile }) {
  const { t, i18n } = useTranslation('marketing-material');
  const rows = RENDITIONS.filter(([, field]) => file[field]).map(([name, field]) => ({ name, url: file[field]! }));
  return (
    <Card size="small" title={t('reader.downloads')} data-testid="mm-downloads">
      <ResponsiveTable
        size="small"
        pagination={false}
        rowKey="name"
        showHeader={false}
        dataSource={rows}
        columns={[
          {
            key: 'name',
            render: (_v, r) => (
              <Flex vertical>
                <Typography.Text strong>{t(`renditions.${r.name}`)}</Typography.Text>
                <Typography.Text type="secondary">
                  {r.name === 'ori'
                    ? [file.width && `${file.width} × ${file.height} px`, formatFileSize(file.size, i18n.language)]
                        .filter(Boolean)
                        .join(' · ')
                    : sizeOf(file, r.name)}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'download',
            align: 'right',
            render: (_v, r) => (
              <Button
                href={r.url}
                download
                icon={<DownloadOutlined />}
                data-testid={`mm-download-${r.name}`}
                aria-label={t('reader.download_named', { name: t(`renditions.${r.name}`) })}
              >
                {t('reader.download')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
