import { Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Decisions } from './use-decisions.ts';

export const REASON_MAX = 500;

/** The reason for a rejection, required: the dealer reads it on the order and in the mail they get. */
export function RejectDialog({ orderNo, decisions, onClose }: { orderNo: string | null; decisions: Decisions; onClose: () => void }) {
  const { t } = useTranslation('order-confirmation');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The dialog keeps the order it had while it closes.
  const [shown, setShown] = useState(orderNo);
  if (orderNo && orderNo !== shown) setShown(orderNo);
  useEffect(() => {
    if (orderNo) {
      setReason('');
      setError(null);
    }
  }, [orderNo]);

  const submit = async () => {
    if (!shown) return;
    if (!reason.trim()) {
      setError(t('errors.reason_required'));
      return;
    }
    const { done, reasonError } = await decisions.reject(shown, reason.trim());
    if (reasonError) setError(reasonError);
    else if (done) onClose();
  };

  return (
    <Modal
      open={!!orderNo}
      title={t('reject.title', { orderNo: shown ?? '' })}
      onCancel={onClose}
      afterClose={() => setShown(null)}
      okText={t('reject.submit')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: true, loading: decisions.busy === `reject:${shown}` }}
      onOk={() => void submit()}
      destroyOnHidden
      data-testid="reject-dialog"
    >
      <Typography.Paragraph type="secondary">{t('reject.text')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={t('reject.reason')}
          htmlFor="reject-reason"
          required
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input.TextArea
            id="reject-reason"
            autoFocus
            rows={4}
            maxLength={REASON_MAX}
            showCount
            value={reason}
            placeholder={t('reject.placeholder')}
            aria-required="true"
            onChange={(e) => {
              setReason(e.target.value);
              if (error) setError(null);
            }}
            data-testid="reject-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
