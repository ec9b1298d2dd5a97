import { CheckCircleFilled, CloseCircleFilled, FileOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Progress, Select, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { uploadFile, uploadRefusal } from '../../providers/save-with-uploads.ts';
import {
  UPLOAD_ACCEPT,
  UPLOAD_AREA_PURPOSE,
  UPLOAD_CATEGORIES,
  UPLOAD_MAX_BYTES,
  UPLOAD_NOTE_MAX,
  type UploadCategory,
} from '../../rules/upload-area.ts';
import { formatFileSize } from '../../rules/file-size.ts';
import { CREATE_UPLOAD } from '../../graphql/upload-area.ts';

interface Sending {
  key: string;
  name: string;
  size: number;
  percent: number;
  state: 'sending' | 'sent' | 'refused';
  error: string | null;
}

/**
 * The dealer's drop zone: several files at once, each sent through the shared upload pipeline with its own progress
 * bar, then filed under the chosen category and note. A refused file says why (type read from the bytes, size cap).
 */
export function SendFiles({ onSent, phone }: { onSent: () => unknown; phone: boolean }) {
  const { t, i18n } = useTranslation(['upload-area', 'files']);
  const [category, setCategory] = useState<UploadCategory>('contract');
  const [note, setNote] = useState('');
  const [rows, setRows] = useState<Sending[]>([]);
  const { send: createUpload } = usePortalMutation(CREATE_UPLOAD);
  const latest = useRef(rows);
  const change = (next: (r: Sending[]) => Sending[]) => {
    latest.current = next(latest.current);
    setRows(latest.current);
  };

  const send = async (file: File) => {
    const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const set = (patch: Partial<Sending>) => change((r) => r.map((x) => (x.key === key ? { ...x, ...patch } : x)));
    const refuse = (error: string) => set({ state: 'refused', error });
    change((r) => [{ key, name: file.name, size: file.size, percent: 0, state: 'sending', error: null }, ...r]);
    if (file.size > UPLOAD_MAX_BYTES) return refuse(t('files:errors.too_large', { max: Math.round(UPLOAD_MAX_BYTES / 1024 / 1024) }));
    try {
      // The bytes leave with progress up to 99 %; the last step files them under the dealer's company.
      const answer = await uploadFile(file, UPLOAD_AREA_PURPOSE, (p) => set({ percent: Math.min(p, 99) }));
      if (!answer.message.status || !answer.file) return refuse(uploadRefusal(answer, i18n.t.bind(i18n)));
      const { data } = await createUpload({ fileId: answer.file.id, category, note: note.trim() || null });
      const filed = data?.createUpload;
      if (!filed?.message.status) {
        const e = filed?.userErrors[0];
        return refuse(e?.messageKey ? i18n.t(e.messageKey, { defaultValue: e.message, max: UPLOAD_NOTE_MAX }) : t('send.failed'));
      }
      set({ state: 'sent', percent: 100 });
      await onSent();
    } catch {
      refuse(t('send.failed'));
    }
  };

  const busy = rows.some((r) => r.state === 'sending');
  const size = phone ? 'large' : 'middle';
  return (
    <Card title={t('send.title')} size="small" data-testid="upload-send">
      <Flex vertical gap={12}>
        <Form layout={phone ? 'vertical' : 'inline'} colon={false} component="div" style={{ rowGap: 8 }}>
          <Form.Item label={t('send.category')} htmlFor="upload-category" style={{ marginBottom: phone ? 0 : undefined }}>
            <Select
              id="upload-category"
              size={size}
              value={category}
              onChange={setCategory}
              style={{ width: phone ? '100%' : 200 }}
              options={UPLOAD_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
              data-testid="upload-category"
            />
          </Form.Item>
          <Form.Item label={t('send.note')} htmlFor="upload-note" style={{ flex: 1, minWidth: phone ? undefined : 260, marginBottom: 0 }}>
            <Input
              id="upload-note"
              size={size}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={UPLOAD_NOTE_MAX}
              placeholder={t('send.note_placeholder')}
              allowClear
              data-testid="upload-note"
            />
          </Form.Item>
        </Form>
        <div data-testid="upload-dropzone">
          <Upload.Dragger
            multiple
            accept={UPLOAD_ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('send.drop')}</p>
            <p className="ant-upload-hint">{t('send.hint', { max: Math.round(UPLOAD_MAX_BYTES / 1024 / 1024) })}</p>
          </Upload.Dragger>
        </div>
        {rows.length > 0 && (
          <Flex vertical gap={8} role="status" aria-live="polite" data-testid="upload-progress-list">
            {rows.map((r) => (
              <Flex key={r.key} gap={12} align="center" data-testid="upload-progress" data-state={r.state} data-name={r.name}>
                {r.state === 'sent' ? (
                  <CheckCircleFilled style={{ color: '#389e0d', fontSize: 20 }} />
                ) : r.state === 'refused' ? (
                  <CloseCircleFilled style={{ color: '#cf1322', fontSize: 20 }} />
                ) : (
                  <FileOutlined style={{ fontSize: 20 }} />
                )}
                <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                  <Typography.Text ellipsis>
                    {r.name} <Typography.Text type="secondary">· {formatFileSize(r.size, i18n.language)}</Typography.Text>
                  </Typography.Text>
                  {r.error ? (
                    <Typography.Text type="danger" data-testid="upload-refusal">
                      {r.error}
                    </Typography.Text>
                  ) : (
                    <Progress
                      percent={r.percent}
                      size="small"
                      status={r.state === 'sent' ? 'success' : 'active'}
                      aria-label={t('send.progress', { name: r.name })}
                    />
                  )}
                </Flex>
              </Flex>
            ))}
            {!busy && (
              <Button
                type="link"
                size={size}
                style={{ alignSelf: 'flex-start', paddingInline: 0 }}
                onClick={() => change(() => [])}
                data-testid="upload-clear"
              >
                {t('send.clear')}
              </Button>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
