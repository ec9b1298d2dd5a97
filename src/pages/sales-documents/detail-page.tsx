import { ArrowLeftOutlined, DownloadOutlined, FilePdfOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Card, Flex, List, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../rules/file-size.ts';
import { Link, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { usePortalQuery } from '../../providers/portal-query.ts';
import styles from '../../shell/announcements/announcement-content.module.css';
import { LoadError } from '../../shell/load-error.tsx';
import { DocumentNotFound } from './not-found.tsx';
import { DOCUMENT_DETAIL } from '../../graphql/sales-documents.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/** One document (/sales-document/{type}/{id}): its text as the server sanitised it and its files to download. */
export default function SalesDocumentPage() {
  const { t, i18n } = useTranslation('content');
  const { locale, type, id } = useParams();
  const { dateFormat } = useHostConfig();
  const phone = !useScreens().md;
  const documentId = Number(id);
  const valid = Number.isInteger(documentId) && documentId > 0;
  const query = usePortalQuery(['sales-document', documentId], DOCUMENT_DETAIL, { id: documentId }, { enabled: valid });
  if (!valid) return <DocumentNotFound />;
  if (query.isError) return <LoadError error={query.error} titleKey="content:documents.load_failed" onRetry={() => void query.refetch()} />;
  if (query.isLoading || !query.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const doc = query.data.salesDocument;
  if (!doc) return <DocumentNotFound />;
  return (
    <Flex vertical gap={12} style={{ maxWidth: 860 }} data-testid="sales-document">
      {!phone && (
        <Link to={`/${locale}/sales-document/${type ?? doc.type}`}>
          <ArrowLeftOutlined /> {t('documents.back')}
        </Link>
      )}
      <Card styles={{ body: { padding: phone ? 16 : 28 } }}>
        <Flex gap={8} wrap align="center">
          <Tag color="blue">{t(`documents.type_${doc.type}`)}</Tag>
          {doc.salesDocumentGroup && <Tag>{doc.salesDocumentGroup.title}</Tag>}
          <Typography.Text type="secondary">{dayjs(doc.validFrom).format(dateFormat)}</Typography.Text>
        </Flex>
        <Typography.Title level={phone ? 4 : 3} style={{ margin: '10px 0 4px' }}>
          {doc.title}
        </Typography.Title>
        {doc.subtitle && <Typography.Paragraph type="secondary">{doc.subtitle}</Typography.Paragraph>}
        {/* Sanitised by the server when stored and again when read (api/sales-documents/documents.ts). */}
        {doc.body && <div className={styles.content} data-testid="document-body" dangerouslySetInnerHTML={{ __html: doc.body }} />}
      </Card>
      <Card title={t('documents.files_title')} size="small">
        {doc.files.length ? (
          <List
            dataSource={doc.files}
            data-testid="document-files"
            renderItem={(f) => (
              <List.Item
                actions={[
                  <a key="download" href={f.oriFileUrl} download={f.fileName} data-testid="document-download">
                    <Button type="primary" ghost icon={<DownloadOutlined />}>
                      {phone ? null : t('documents.download')}
                    </Button>
                  </a>,
                ]}
              >
                <List.Item.Meta
                  avatar={
                    f.kind === 'image' ? (
                      <PictureOutlined style={{ fontSize: 22 }} />
                    ) : (
                      <FilePdfOutlined style={{ fontSize: 22, color: '#c0392b' }} />
                    )
                  }
                  title={f.fileTitle || f.fileName}
                  description={`${f.fileName} · ${formatFileSize(f.size, i18n.language)}`}
                />
              </List.Item>
            )}
          />
        ) : (
          <Typography.Text type="secondary">{t('documents.no_files')}</Typography.Text>
        )}
      </Card>
    </Flex>
  );
}
