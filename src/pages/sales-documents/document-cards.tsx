import { FileTextOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import type { DocumentCard } from '../../graphql/sales-documents.ts';

/** Documents as cards, three on a wide screen, one on a phone; each opens its page. */
export function DocumentCards({ documents }: { documents: DocumentCard[] }) {
  const { t } = useTranslation('content');
  const { locale, type } = useParams();
  const { dateFormat } = useHostConfig();
  return (
    <Row gutter={[16, 16]}>
      {documents.map((d) => (
        <Col key={d.id} xs={24} md={12} xl={8}>
          <Link to={`/${locale}/sales-document/${type}/${d.id}`} data-testid="document-card" style={{ display: 'block', height: '100%' }}>
            <Card hoverable size="small" style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
              <Typography.Text strong>
                <FileTextOutlined /> {d.title}
              </Typography.Text>
              {d.subtitle && (
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0' }}>
                  {d.subtitle}
                </Typography.Paragraph>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginTop: 6 }}>
                {dayjs(d.validFrom).format(dateFormat)}
                {d.files.length > 0 && (
                  <>
                    {' '}
                    · <PaperClipOutlined /> {t('documents.files', { count: d.files.length })}
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
