import { InboxOutlined } from '@ant-design/icons';
import { useGo } from '@refinedev/core';
import { Alert, App, Button, Card, Flex, Radio, Space, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { type MassAnswer, type ParsedFile, PARSE_USERS_FILE, CREATE_USERS, rowsToSend } from '../../graphql/users.ts';
import { MassResultTable, ParsedRowsTable } from './mass-tables.tsx';

const MAX_BYTES = 2 * 1024 * 1024;

/**
 * Mass creation of users (spec 3 §2 /admin/users/create-users-mass): the admin uploads an xlsx or CSV file, the API
 * reads and checks every row (writing nothing), the rows show with their errors; then the admin creates them all
 * or none (default), or only the valid ones, and reads each new user's password once.
 */
export default function MassCreatePage() {
  const { t } = useTranslation('users');
  const { message } = App.useApp();
  const go = useGo();
  const [parsed, setParsed] = useState<ParsedFile | null>(null);
  const [fileName, setFileName] = useState('');
  const [reading, setReading] = useState(false);
  const [allOrNothing, setAllOrNothing] = useState(true);
  const [saving, setSaving] = useState(false);
  const [answer, setAnswer] = useState<MassAnswer | null>(null);
  const parseFile = usePortalMutation(PARSE_USERS_FILE);
  const createUsers = usePortalMutation(CREATE_USERS);

  const read = async (file: File) => {
    if (file.size > MAX_BYTES) return void message.error(t('errors.file_too_large'));
    setReading(true);
    setAnswer(null);
    setFileName(file.name);
    try {
      const res = await parseFile.send({ file });
      if (res.error || !res.data) throw res.error ?? new Error('No answer');
      setParsed(res.data.parseUsersFile);
    } catch {
      setParsed(null);
      void message.error(t('messages.file_failed'));
    } finally {
      setReading(false);
    }
  };

  const create = async () => {
    if (!parsed) return;
    setSaving(true);
    try {
      const res = await createUsers.send({ users: rowsToSend(parsed), allOrNothing });
      if (res.error || !res.data) throw res.error ?? new Error('No answer');
      setAnswer(res.data.createUsers);
    } catch {
      void message.error(t('mass.failed'));
    } finally {
      setSaving(false);
    }
  };

  const invalid = parsed?.rows.filter((r) => r.errors.length).length ?? 0;
  const fileProblems = parsed?.userErrors ?? [];
  const created = answer?.created.length ?? 0;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200 }}>
      <Card
        title={t('mass.title')}
        extra={<Button onClick={() => go({ to: { resource: 'users', action: 'list' } })}>{t('mass.back')}</Button>}
      >
        <Typography.Paragraph>{t('mass.intro')}</Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          {t('mass.columns')}
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".xlsx,.csv,text/csv"
          maxCount={1}
          showUploadList={false}
          disabled={reading || saving}
          beforeUpload={(file) => {
            void read(file);
            return Upload.LIST_IGNORE;
          }}
          data-testid="mass-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">
            {reading ? t('mass.reading') : fileName ? t('mass.replace', { name: fileName }) : t('mass.drop')}
          </p>
          <p className="ant-upload-hint">{t('mass.hint')}</p>
        </Upload.Dragger>
      </Card>

      {parsed && !answer && (
        <Card title={t('mass.check_title')} data-testid="mass-check">
          <Flex vertical gap={12}>
            {fileProblems.length > 0 ? (
              <Alert
                type="error"
                showIcon
                message={t('messages.file_failed')}
                description={fileProblems.map((e, i) => (
                  <div key={i}>{t(e.messageKey ?? '', { defaultValue: e.message, ...paramsOf(e.params) })}</div>
                ))}
              />
            ) : (
              <Alert
                type={invalid ? 'warning' : 'success'}
                showIcon
                data-testid="mass-summary"
                message={t('messages.file_read', { count: parsed.rows.length, invalid })}
              />
            )}
            {parsed.rows.length > 0 && <ParsedRowsTable rows={parsed.rows} />}
            {parsed.rows.length > 0 && (
              <Flex gap={12} wrap align="center" justify="space-between">
                <Radio.Group value={allOrNothing} onChange={(e) => setAllOrNothing(e.target.value)} data-testid="mass-mode">
                  <Space direction="vertical">
                    <Radio value>{t('mass.all_or_nothing')}</Radio>
                    <Radio value={false}>{t('mass.valid_only')}</Radio>
                  </Space>
                </Radio.Group>
                <Button
                  type="primary"
                  loading={saving}
                  onClick={() => void create()}
                  data-testid="mass-create"
                  disabled={!allOrNothing && invalid === parsed.rows.length}
                >
                  {allOrNothing
                    ? t('mass.create_all', { count: parsed.rows.length })
                    : t('mass.create_valid', { count: parsed.rows.length - invalid })}
                </Button>
              </Flex>
            )}
          </Flex>
        </Card>
      )}

      {parsed && answer && (
        <Card
          title={t('mass.result_title')}
          data-testid="mass-result"
          extra={
            created > 0 ? (
              <Tag color="green">{t('messages.mass_created', { count: created })}</Tag>
            ) : (
              <Tag color="red">{t('mass.none_created')}</Tag>
            )
          }
        >
          <Flex vertical gap={12}>
            <Alert
              type={answer.message.status ? (answer.rowErrors.length ? 'warning' : 'success') : 'error'}
              showIcon
              data-testid="mass-result-message"
              message={
                created === 0
                  ? t('messages.mass_failed')
                  : answer.rowErrors.length
                    ? t('messages.mass_partial', { created, refused: new Set(answer.rowErrors.map((e) => e.row)).size })
                    : t('messages.mass_created', { count: created })
              }
            />
            {created > 0 && <Alert type="warning" showIcon message={t('credential.once')} />}
            <MassResultTable rows={parsed.rows} answer={answer} />
            <Flex gap={8} wrap>
              <Button
                onClick={() => {
                  setAnswer(null);
                }}
                disabled={created > 0}
              >
                {t('mass.back_to_rows')}
              </Button>
              <Button type="primary" onClick={() => go({ to: { resource: 'users', action: 'list' } })}>
                {t('mass.to_list')}
              </Button>
            </Flex>
          </Flex>
        </Card>
      )}
    </Flex>
  );
}

export const paramsOf = (params: { name: string; value: string }[] | undefined) =>
  Object.fromEntries((params ?? []).map((p) => [p.name, p.value]));
