import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClaimUserError, CREATE_CLAIM_DOCUMENT } from '../../graphql/claims.ts';
import { uploadFile, uploadRefusal } from '../../providers/save-with-uploads.ts';
import { CLAIM_TEXT_MAX } from '../../rules/claims.ts';
import { useClaimChange, useUserErrorText } from './use-claim-detail.ts';

interface Values {
  title: string;
}

/**
 * Adds a document: a title and a file. The file goes first through the shared upload (progress shown, bytes checked
 * on the server), then the claim takes it under the title.
 */
export function DetailAddDocument({ claimId, reload, phone }: { claimId: string; reload: () => unknown; phone: boolean }) {
  const { t } = useTranslation('claims');
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const errorText = useUserErrorText();
  const { busy, run, send } = useClaimChange(reload);
  const size = phone ? 'large' : 'middle';

  const showErrors = (errors: ClaimUserError[]) => {
    form.setFields(errors.filter((e) => e.field === 'title').map((e) => ({ name: 'title' as const, errors: [errorText(e)] })));
    const other = errors.filter((e) => e.field !== 'title');
    if (other.length) setFileError(other.map((e) => errorText(e)).join(' '));
  };
  const submit = async ({ title }: Values) => {
    if (!file) return setFileError(t('documents.file_required'));
    setFileError(null);
    setPercent(0);
    try {
      const answer = await uploadFile(file, 'claim', setPercent);
      if (!answer.message.status || !answer.file) return setFileError(uploadRefusal(answer, t));
      const fileId = answer.file.id;
      const ok = await run(() => send(CREATE_CLAIM_DOCUMENT, { claimId, title: title.trim(), fileId }), t('documents.added'), showErrors);
      if (ok) {
        form.resetFields();
        setFile(null);
      }
    } catch {
      setFileError(t('files:upload.failed'));
    } finally {
      setPercent(null);
    }
  };
  const working = busy || percent !== null;
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="document-form" disabled={working}>
      <Flex gap={8} wrap align={phone ? 'stretch' : 'end'} vertical={phone}>
        <Form.Item
          name="title"
          label={t('documents.new_title')}
          style={{ marginBottom: 0, flex: phone ? undefined : '1 1 200px' }}
          rules={[{ required: true, whitespace: true, message: t('documents.title_required') }]}
        >
          <Input maxLength={CLAIM_TEXT_MAX.title} size={size} data-testid="document-title" />
        </Form.Item>
        <Form.Item
          label={t('documents.file')}
          style={{ marginBottom: 0 }}
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? undefined}
        >
          <Upload
            showUploadList={false}
            maxCount={1}
            accept="image/*,video/*,application/pdf"
            beforeUpload={(f) => {
              setFile(f);
              setFileError(null);
              return false;
            }}
          >
            <Button size={size} icon={<PaperClipOutlined />} data-testid="document-file" block={phone}>
              {file ? file.name : t('documents.choose_file')}
            </Button>
          </Upload>
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size={size}
          icon={<UploadOutlined />}
          loading={working}
          data-testid="document-add"
          block={phone}
        >
          {t('documents.add')}
        </Button>
      </Flex>
      {percent !== null && (
        <Progress percent={percent} size="small" status="active" aria-label={t('documents.uploading')} style={{ marginTop: 8 }} />
      )}
    </Form>
  );
}
