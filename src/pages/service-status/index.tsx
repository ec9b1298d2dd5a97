import { App, Button, Flex, Form, Input, Modal, Radio, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';
import { HOST_STATUSES, type HostStatusRow, SET_HOST_STATUS } from '../../graphql/service-status.ts';

const MAX_MESSAGE = 500;
type Status = 'online' | 'maintenance';

/** Puts one host into maintenance with a message for its users, or back online; warns when it is the host in use. */
function ChangeStatus({ host, onClose, onDone }: { host: HostStatusRow; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('service-status');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ status: Status; message: string }>();
  const status = Form.useWatch('status', form) ?? (host.status as Status);
  const { send, sending } = usePortalMutation(SET_HOST_STATUS);
  const own = host.hostname === window.location.hostname;
  const save = async (values: { status: Status; message?: string }) => {
    const { data, error } = await send({
      hostname: host.hostname,
      status: values.status,
      message: values.status === 'maintenance' ? values.message?.trim() || null : null,
    });
    if (error || !data?.setHostStatus) {
      void message.error(t('failed'));
      return;
    }
    void message.success(t(values.status === 'online' ? 'done_online' : 'done_maintenance', { host: host.hostname }));
    onDone();
  };
  return (
    <Modal
      open
      title={t('change_title', { host: host.hostname })}
      onCancel={onClose}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      okButtonProps={{ danger: status === 'maintenance', 'data-testid': 'service-status-save' } as never}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ status: host.status, message: host.message ?? '' }}
        onFinish={(v) => void save(v)}
        data-testid="service-status-form"
      >
        <Form.Item name="status" label={t('status_label')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'online', label: t('status.online') },
              { value: 'maintenance', label: t('status.maintenance') },
            ]}
          />
        </Form.Item>
        {status === 'maintenance' && (
          <Form.Item
            name="message"
            label={t('message_label')}
            extra={t('message_help')}
            rules={[{ max: MAX_MESSAGE, message: t('message_too_long', { max: MAX_MESSAGE }) }]}
          >
            <Input.TextArea rows={4} maxLength={MAX_MESSAGE} showCount data-testid="service-status-message" />
          </Form.Item>
        )}
        {status === 'maintenance' && (
          <Typography.Text type={own ? 'danger' : 'secondary'} data-testid="service-status-warning">
            {t(own ? 'warning_own' : 'warning')}
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}

/**
 * Service status (spec 3 §4): each host of the portal online or in maintenance. A host in maintenance signs its users
 * out and shows them the message; only holders of system.maintenance see or change it (the server checks the same).
 */
export default function ServiceStatusPage() {
  const { t } = useTranslation('service-status');
  const phone = !useScreens().md;
  const query = usePortalQuery(['host-statuses'], HOST_STATUSES, {}, { fresh: true });
  const [editing, setEditing] = useState<HostStatusRow | null>(null);
  return (
    <Flex vertical gap={16} data-testid="service-status" style={{ maxWidth: 1200, width: '100%', margin: '0 auto' }}>
      <Flex vertical gap={2}>
        {!phone && (
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
        )}
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      </Flex>
      {query.isError && !query.data ? (
        <LoadError error={query.error} titleKey="service-status:load_failed" onRetry={query.refetch} />
      ) : (
        <ResponsiveTable<HostStatusRow>
          rowKey="hostname"
          size="small"
          loading={query.isLoading}
          dataSource={query.data?.hostStatuses ?? []}
          pagination={false}
          data-testid="service-status-hosts"
          columns={[
            {
              key: 'host',
              title: t('columns.host'),
              render: (_, h) => (
                <Flex vertical gap={0}>
                  <Typography.Text strong>{h.hostname}</Typography.Text>
                  {h.isDefault && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('default_host')}
                    </Typography.Text>
                  )}
                </Flex>
              ),
            },
            { key: 'sorg', title: t('columns.sorg'), dataIndex: 'sorg', width: 110 },
            {
              key: 'status',
              title: t('columns.status'),
              width: 150,
              render: (_, h) => (
                <Tag color={h.status === 'online' ? 'success' : 'error'} data-testid="host-status" style={{ marginInlineEnd: 0 }}>
                  {t(`status.${h.status}`)}
                </Tag>
              ),
            },
            { key: 'message', title: t('columns.message'), render: (_, h) => h.message ?? '', responsive: ['md'] },
            {
              key: 'action',
              title: t('columns.action'),
              width: 120,
              render: (_, h) => (
                <Button onClick={() => setEditing(h)} aria-label={t('change_title', { host: h.hostname })} data-testid="host-change">
                  {t('change')}
                </Button>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <ChangeStatus
          host={editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            void query.refetch();
          }}
        />
      )}
    </Flex>
  );
}
