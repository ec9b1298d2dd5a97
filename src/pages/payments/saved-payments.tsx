import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, Popconfirm, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { DELETE_SAVED_PAYMENT, type SavedPayment } from '../../graphql/payments.ts';

export const NEW_DETAILS = 'new';

/** The user's saved cards or accounts for the chosen method, each removable, and the choice to type new details. */
export function SavedPayments({ saved, kind, onDeleted }: { saved: SavedPayment[]; kind: 'card' | 'ach'; onDeleted: () => void }) {
  const { t } = useTranslation('payments');
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const mutation = usePortalMutation(DELETE_SAVED_PAYMENT);

  const remove = async (id: number) => {
    try {
      const { data } = await mutation.send({ id });
      if (!data?.deleteUserPayment.message.status) throw new Error('refused');
      if (form.getFieldValue('savedPaymentId') === id) form.setFieldValue('savedPaymentId', NEW_DETAILS);
      void message.success(t('saved.deleted'));
      onDeleted();
    } catch {
      void message.error(t('saved.delete_failed'));
    }
  };

  return (
    <Form.Item name="savedPaymentId" label={t(kind === 'card' ? 'saved.cards' : 'saved.accounts')} style={{ marginBottom: 12 }}>
      <Radio.Group style={{ width: '100%' }} data-testid="saved-payments">
        <Flex vertical gap={6}>
          {saved.map((s) => (
            <Flex key={s.id} justify="space-between" align="center" gap={8} data-testid="saved-payment">
              <Radio value={s.id}>{s.display}</Radio>
              <Popconfirm
                title={t('saved.delete_confirm', { display: s.display })}
                okText={t('saved.delete')}
                cancelText={t('saved.keep')}
                onConfirm={() => remove(s.id)}
              >
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  loading={mutation.sending}
                  aria-label={t('saved.delete')}
                  data-testid="saved-payment-delete"
                />
              </Popconfirm>
            </Flex>
          ))}
          <Radio value={NEW_DETAILS} data-testid="saved-payment-new">
            {t(kind === 'card' ? 'saved.new_card' : 'saved.new_account')}
          </Radio>
        </Flex>
      </Radio.Group>
    </Form.Item>
  );
}
