import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, Flex, Form, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { DOWNLOAD_MODULES, type DownloadModule, downloadRequestProblems } from '../../rules/download-area.ts';
import { type DownloadAreaPage, REQUEST_DOWNLOAD_AREA } from '../../graphql/download-area.ts';

interface Values {
  module?: DownloadModule;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const ymd = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : '');

/**
 * The request: a report and a period of at most a year (this month so far by default), checked here by the same rules
 * the API applies; refusals (the daily quota among them) show under their field or above the button.
 */
export function RequestForm({
  quota,
  phone,
  onQueued,
}: {
  quota: DownloadAreaPage['quota'] | undefined;
  phone: boolean;
  onQueued: () => void;
}) {
  const { t } = useTranslation('download-area');
  const { message } = App.useApp();
  const { dateFormat } = useHostConfig();
  const [form] = Form.useForm<Values>();
  const { send, sending } = usePortalMutation(REQUEST_DOWNLOAD_AREA);
  const [refusal, setRefusal] = useState<string | null>(null);
  const size = phone ? 'large' : 'middle';
  const module = Form.useWatch('module', form);

  const submit = async (values: Values) => {
    setRefusal(null);
    const from = ymd(values.range?.[0]);
    const to = ymd(values.range?.[1]);
    const problems = downloadRequestProblems(values.module ?? '', from, to);
    if (problems.length) {
      form.setFields(problems.map((p) => ({ name: p.field === 'module' ? 'module' : 'range', errors: [t(`errors.${p.key}`)] })));
      return;
    }
    try {
      const { data, error } = await send({ module: values.module!, from, to });
      if (error) throw error;
      const answer = data?.requestDownloadArea;
      if (answer?.message.status) {
        void message.success(t('form.queued'));
        onQueued();
        return;
      }
      const text = (e: { messageKey: string | null; message: string }) =>
        e.messageKey ? t(e.messageKey, { defaultValue: e.message }) : e.message;
      const errors = answer?.userErrors ?? [];
      if (answer?.code === 'Q001') setRefusal(errors[0] ? text(errors[0]) : t('errors.out_of_quota'));
      else form.setFields(errors.map((e) => ({ name: e.field === 'module' ? 'module' : 'range', errors: [text(e)] })));
      onQueued();
    } catch (e) {
      console.error('Requesting a download failed', e);
      setRefusal(t('form.failed'));
    }
  };

  const out = quota ? quota.left <= 0 : false;
  return (
    <Card title={t('form.title')} size="small" data-testid="download-request">
      <Form<Values>
        form={form}
        layout={phone ? 'vertical' : 'inline'}
        onFinish={submit}
        requiredMark={false}
        initialValues={{ range: [dayjs().startOf('month'), dayjs()] }}
        style={{ rowGap: 8 }}
      >
        <Form.Item
          name="module"
          label={t('form.module')}
          rules={[{ required: true, message: t('errors.unknown_module') }]}
          extra={module ? t(`module_hints.${module}`) : undefined}
          style={{ minWidth: phone ? undefined : 260 }}
        >
          <Select<DownloadModule>
            size={size}
            placeholder={t('form.module_placeholder')}
            data-testid="download-module"
            options={DOWNLOAD_MODULES.map((m) => ({ value: m, label: t(`modules.${m}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="range"
          label={t('form.range')}
          rules={[{ required: true, message: t('errors.invalid_date') }]}
          extra={t('form.range_hint')}
        >
          <DatePicker.RangePicker
            size={size}
            format={dateFormat}
            inputReadOnly={phone}
            allowClear={false}
            data-testid="download-range"
            placeholder={[t('form.from'), t('form.to')]}
            style={{ width: phone ? '100%' : 280 }}
            // Once a start is picked, the end stays within a year of it.
            disabledDate={(day, info) =>
              !!info?.from && (day.isAfter(info.from.add(1, 'year')) || day.isBefore(info.from.subtract(1, 'year')))
            }
          />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            size={size}
            icon={<DownloadOutlined />}
            loading={sending}
            disabled={out}
            block={phone}
            data-testid="download-submit"
          >
            {t('form.submit')}
          </Button>
        </Form.Item>
      </Form>
      <Flex vertical gap={8} style={{ marginTop: 8 }}>
        {quota && (
          <Typography.Text type={out ? 'danger' : 'secondary'} data-testid="download-quota">
            {out ? t('errors.out_of_quota') : t('form.quota_left', { left: quota.left, limit: quota.limit })}
          </Typography.Text>
        )}
        {refusal && <Alert type="error" showIcon message={refusal} role="alert" data-testid="download-refused" />}
      </Flex>
    </Card>
  );
}
