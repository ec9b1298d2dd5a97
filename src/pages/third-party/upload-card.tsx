import { InboxOutlined } from '@ant-design/icons';
import { Alert, Card, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerOf, usePortalMutation } from '../../providers/portal-mutation.ts';
import { useServerMessage } from './cart-drawer.tsx';
import { type MaintenanceAnswer, type RowError, UPLOAD_PRODUCTS, UPLOAD_STOCK } from '../../graphql/third-party.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

const MAX_BYTES = 2 * 1024 * 1024;

/** One vendor file (stock or products): all rows are saved or none, and each bad row says what is wrong. */
export function UploadCard({
  kind,
  vendorId,
  onSaved,
}: {
  kind: 'stock' | 'products';
  /** The vendor staff chose; a vendor's login sends none. */
  vendorId: number | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation('third-party');
  const say = useServerMessage();
  const [busy, setBusy] = useState(false);
  const { sendDocument } = usePortalMutation();
  const [answer, setAnswer] = useState<MaintenanceAnswer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const send = async (file: File) => {
    setAnswer(null);
    setFailed(null);
    if (file.size > MAX_BYTES) return setFailed(t('errors.file_too_large'));
    setBusy(true);
    try {
      const { data, error } =
        kind === 'stock' ? await sendDocument(UPLOAD_STOCK, { file, vendorId }) : await sendDocument(UPLOAD_PRODUCTS, { file, vendorId });
      const result = (answerOf(data) as MaintenanceAnswer | undefined) ?? null;
      if (error || !result) throw error ?? new Error('no answer');
      setAnswer(result);
      if (result.message.status) onSaved();
    } catch {
      setFailed(t('maintenance.upload_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t(`maintenance.${kind}_title`)} style={{ flex: 1, minWidth: 280 }} data-testid={`tp-upload-${kind}`}>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        {t(`maintenance.${kind}_columns`)}
      </Typography.Paragraph>
      <Upload.Dragger
        accept=".xlsx,.csv,text/csv"
        maxCount={1}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          void send(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{busy ? t('maintenance.reading') : t('maintenance.drop')}</p>
        <p className="ant-upload-hint">{t('maintenance.hint')}</p>
      </Upload.Dragger>
      {failed && <Alert type="error" showIcon message={failed} style={{ marginTop: 12 }} />}
      {answer?.message.status && (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 12 }}
          data-testid={`tp-upload-${kind}-done`}
          message={t('maintenance.saved', { count: answer.data.length })}
        />
      )}
      {answer && !answer.message.status && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          data-testid={`tp-upload-${kind}-errors`}
          message={
            answer.userErrors.length
              ? answer.userErrors.map((e) => say(e)).join(' ')
              : t('maintenance.rows_refused', { count: answer.rowErrors.length })
          }
          description={
            answer.rowErrors.length > 0 && (
              <ResponsiveTable<RowError>
                size="small"
                rowKey={(e) => `${e.line}-${e.field}`}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                dataSource={[...answer.rowErrors]}
                columns={[
                  { title: t('maintenance.line'), dataIndex: 'line', width: 70 },
                  { title: t('maintenance.column'), dataIndex: 'field', width: 120 },
                  { title: t('maintenance.problem'), key: 'message', render: (_, e) => say(e) },
                ]}
              />
            )
          }
        />
      )}
    </Card>
  );
}
