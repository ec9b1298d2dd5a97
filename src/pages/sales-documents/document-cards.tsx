import { FilePdfOutlined, FileTextOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import type { DocumentCard } from '../../graphql/sales-documents.ts';

/**
 * Documents as cards, three on a wide screen, one on a phone; each opens its page. Each card shows what its layout
 * says (spec 3 §3 Layout): a preview (its first picture, else a document sign), the title, the subtitle, the date.
 */
export function DocumentCards({ documents }: { documents: DocumentCard[] }) {
  const { t } = useTranslation('content');
  const { locale, type } = useParams();
  const { dateFormat } = useHostConfig();
  return (
    <Row gutter={[16, 16]}>
      {documents.map((d) => (
        <Col key={d.id} xs={24} md={12} xl={8}>
          <Link to={`/${locale}/sales-document/${type}/${d.id}`} data-testid="document-card" style={{ display: 'block', height: '100%' }}>
            <Card
              hoverable
              size="small"
              style={{ height: '100%' }}
              styles={{ body: { padding: 16 } }}
              cover={d.layout?.placeholderOnCard ? <Preview document={d} /> : undefined}
              data-layout={d.layout ? layoutName(d.layout) : undefined}
            >
              {(d.layout?.titleOnCard ?? true) && (
                <Typography.Text strong>
                  {!d.layout?.placeholderOnCard && <FileTextOutlined />} {d.title}
                </Typography.Text>
              )}
              {(d.layout?.subtitleOnCard ?? true) && d.subtitle && (
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0' }}>
                  {d.subtitle}
                </Typography.Paragraph>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginTop: 6 }}>
                {(d.layout?.releasedonOnCard ?? true) && dayjs(d.validFrom).format(dateFormat)}
                {(d.layout?.releasedonOnCard ?? true) && d.files.length > 0 && ' · '}
                {d.files.length > 0 && (
                  <>
                    <PaperClipOutlined /> {t('documents.files', { count: d.files.length })}
                  </>
                )}
              </Typography.Text>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}

/** Which parts a card shows, as a short name tests and styles can read. */
const layoutName = (l: NonNullable<DocumentCard['layout']>) =>
  (['placeholderOnCard', 'titleOnCard', 'subtitleOnCard', 'releasedonOnCard'] as const)
    .filter((k) => l[k])
    .map((k) => k.replace('OnCard', ''))
    .join(' ');

/** A document's preview: its first picture, else the sign of a PDF. */
function Preview({ document }: { document: DocumentCard }) {
  const picture = document.files.find((f) => f.kind === 'image' && f.thumbnailUrl);
  return picture?.thumbnailUrl ? (
    <img src={picture.thumbnailUrl} alt="" style={{ height: 120, objectFit: 'cover' }} data-testid="document-card-preview" />
  ) : (
    <div
      aria-hidden
      data-testid="document-card-preview"
      style={{ height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f7fa' }}
    >
      <FilePdfOutlined style={{ fontSize: 44, color: '#c0392b' }} />
    </div>
  );
}
