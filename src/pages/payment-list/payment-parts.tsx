import {
  CheckOutlined,
  DeleteOutlined,
  EyeOutlined,
  FileOutlined,
  PaperClipOutlined,
  StopOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Flex, List, Modal, Popconfirm, Tag, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderStatusTag } from '../orders/status-tags.tsx';
import type { OrderStatus as OrderStatusId } from '../../graphql/orders.ts';
import { useReadOnly } from '../../shell/use-read-only.ts';
import type { PrepaidPayment, PrepaidPaymentStatus } from '../../graphql/payment-list.ts';
import { MAX_RECEIPTS } from '../../rules/payment-receipts.ts';
import type { usePaymentActions } from './use-payment-actions.ts';

export type Actions = ReturnType<typeof usePaymentActions>;

// Waiting for the dealer (gold), for staff (blue), done (green), stopped (red).
const colour: Record<PrepaidPaymentStatus, string> = {
  waiting: 'gold',
  uploaded: 'blue',
  failed: 'red',
  voided: 'default',
  completed: 'green',
};

export function PaymentStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('payment-list');
  // A status this list does not know yet shows grey.
  return (
    <Tag color={colour[status as PrepaidPaymentStatus] ?? 'default'} style={{ marginInlineEnd: 0 }} data-testid="payment-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

export const OrderStatus = ({ status }: { status: string }) => <OrderStatusTag status={status as OrderStatusId} />;

/** Approve and Void (each confirmed first) for staff, and the receipts button for everyone. */
export function PaymentActions({
  payment,
  actions,
  onReceipts,
  block,
}: {
  payment: PrepaidPayment;
  actions: Actions;
  onReceipts: () => void;
  block?: boolean;
}) {
  const { t } = useTranslation('payment-list');
  const no = payment.orderNo;
  return (
    <Flex gap={6} wrap vertical={block}>
      {payment.canDecide && (
        <>
          <Popconfirm
            title={t('confirm.approve_title')}
            description={t('confirm.approve', { orderNo: no })}
            okText={t('actions.approve')}
            cancelText={t('actions.cancel')}
            onConfirm={() => actions.approve(no)}
          >
            <Button
              type="primary"
              size="small"
              block={block}
              icon={<CheckOutlined />}
              loading={actions.busy === `approve:${no}`}
              data-testid="payment-approve"
            >
              {t('actions.approve')}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={t('confirm.void_title')}
            description={t('confirm.void', { orderNo: no })}
            okText={t('actions.void')}
            okButtonProps={{ danger: true }}
            cancelText={t('actions.cancel')}
            onConfirm={() => actions.voidPayment(no)}
          >
            <Button
              danger
              size="small"
              block={block}
              icon={<StopOutlined />}
              loading={actions.busy === `void:${no}`}
              data-testid="payment-void"
            >
              {t('actions.void')}
            </Button>
          </Popconfirm>
        </>
      )}
      <Button size="small" block={block} icon={<PaperClipOutlined />} onClick={onReceipts} data-testid="payment-receipts">
        {t('actions.receipts', { count: payment.receiptsCount })}
      </Button>
    </Flex>
  );
}

/** The receipts of one order: view, delete (confirmed) and upload while the payment is open, at most 3. */
export function ReceiptsDialog({ payment, actions, onClose }: { payment: PrepaidPayment | null; actions: Actions; onClose: () => void }) {
  const { t } = useTranslation('payment-list');
  const readOnly = useReadOnly();
  const body = useRef<HTMLDivElement>(null);
  // The dialog stays while it closes, showing the payment it had, so its close hands the focus back to the row.
  const [shown, setShown] = useState(payment);
  if (payment && payment !== shown) setShown(payment);
  if (!shown) return null;
  const full = shown.receiptsCount >= MAX_RECEIPTS;
  // An upload or a delete disables or removes the focused button; the focus goes back into the dialog, so Escape
  // and Tab keep working there.
  const keepFocus = () => {
    if (!body.current?.contains(document.activeElement)) body.current?.focus();
  };
  return (
    <Modal
      open={!!payment}
      afterClose={() => setShown(null)}
      title={t('receipts.title', { orderNo: shown.orderNo })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="receipts-dialog"
    >
      <div ref={body} tabIndex={-1} style={{ outline: 'none' }}>
        <List
          dataSource={shown.receipts}
          locale={{ emptyText: t('receipts.none') }}
          renderItem={(r) => (
            <List.Item
              actions={[
                <Button
                  key="view"
                  type="link"
                  size="small"
                  icon={<EyeOutlined />}
                  loading={actions.busy === `view:${r.id}`}
                  onClick={() => void actions.view(r)}
                >
                  {t('receipts.view')}
                </Button>,
                ...(shown.canChangeReceipts
                  ? [
                      <Popconfirm
                        key="delete"
                        title={t('confirm.delete', { name: r.fileName })}
                        okText={t('actions.delete')}
                        okButtonProps={{ danger: true }}
                        cancelText={t('actions.cancel')}
                        onConfirm={() => actions.remove(r.id).finally(keepFocus)}
                      >
                        <Button type="link" danger size="small" icon={<DeleteOutlined />} loading={actions.busy === `delete:${r.id}`}>
                          {t('actions.delete')}
                        </Button>
                      </Popconfirm>,
                    ]
                  : []),
              ]}
            >
              <List.Item.Meta
                avatar={<FileOutlined />}
                title={r.fileName}
                description={t('receipts.size', { kb: Math.max(1, Math.round(r.size / 1024)) })}
              />
            </List.Item>
          )}
        />
        {shown.canChangeReceipts ? (
          <Flex vertical gap={4} style={{ marginTop: 12 }}>
            <Upload
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              showUploadList={false}
              disabled={full}
              beforeUpload={(file) => {
                void actions.upload(shown.orderNo, file).finally(keepFocus);
                return false;
              }}
            >
              <Button
                icon={<UploadOutlined />}
                disabled={full}
                loading={actions.busy === `upload:${shown.orderNo}`}
                data-testid="receipt-upload"
              >
                {t('receipts.upload')}
              </Button>
            </Upload>
            <Typography.Text type="secondary">{full ? t('receipts.full') : t('receipts.rules')}</Typography.Text>
          </Flex>
        ) : (
          // Support staff cannot change receipts of any payment: say why, rather than that this one is closed.
          <Typography.Text type="secondary" data-testid="receipts-locked">
            {t(readOnly ? 'errors.read_only' : 'receipts.closed')}
          </Typography.Text>
        )}
      </div>
    </Modal>
  );
}
