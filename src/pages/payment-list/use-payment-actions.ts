import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerOf, usePortalMutation, userErrorText } from '../../providers/portal-mutation.ts';
import { usePortalFetch } from '../../providers/portal-query.ts';
import { uploadFile } from '../../providers/save-with-uploads.ts';
import { MAX_RECEIPT_BYTES } from '../../rules/payment-receipts.ts';
import {
  APPROVE_PAYMENT,
  DELETE_PAYMENT_DOC,
  type PaymentAnswer,
  PAYMENT_RECEIPT_FILE,
  type PaymentReceipt,
  UPLOAD_PAYMENT,
  VOID_PAYMENT,
} from '../../graphql/payment-list.ts';

export const RECEIPT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
/** The upload path's purpose for transfer receipts. */
const RECEIPT_PURPOSE = 'payment_receipt';

type Action = 'approve' | 'void' | 'upload' | 'delete';
// The server's refusals in the reader's language: the spec's two messages, then the receipt rules.
const refusalKeys: Record<string, string> = {
  'Fail to approve payment': 'errors.approve_failed',
  'Fail to void payment and order': 'errors.void_failed',
  'Your access is read-only': 'errors.read_only',
  'Only staff may approve or void a payment': 'errors.staff_only',
  'There is no payment for this order': 'errors.not_found',
  'This payment is closed: receipts can no longer change': 'errors.closed',
  'At most 3 receipts per order': 'errors.too_many',
  'Upload a PDF, JPEG or PNG file': 'errors.wrong_type',
  'The file is larger than 5 MB': 'errors.too_large',
  'The file is empty': 'errors.empty',
};
const fallbackKey: Record<Action, string> = {
  approve: 'errors.approve_failed',
  void: 'errors.void_failed',
  upload: 'errors.upload_failed',
  delete: 'errors.delete_failed',
};
const successKey: Record<Action, string> = {
  approve: 'done.approved',
  void: 'done.voided',
  upload: 'done.uploaded',
  delete: 'done.deleted',
};

/** Approve, void, upload and delete, each telling the user how it went; `changed` reloads the list. */
export function usePaymentActions(changed: () => void) {
  // 'files' holds the upload path's refusals (the daily volume).
  const { t } = useTranslation(['payment-list', 'files']);
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const { sendDocument } = usePortalMutation();
  const fetch = usePortalFetch();

  const run = async (
    action: Action,
    busyKey: string,
    send: () => Promise<{ data?: Record<string, PaymentAnswer | null>; error?: unknown }>,
  ) => {
    setBusy(busyKey);
    try {
      const { data, error } = await send();
      const answer = answerOf(data);
      if (error || !answer) {
        void message.error(t(fallbackKey[action]));
        return false;
      }
      if (!answer.message.status) {
        // A refusal with a key of its own (the daily upload volume, with what is left) says it with its numbers.
        const keyed = answer.userErrors?.find((e) => e.messageKey);
        const key = refusalKeys[answer.message.description ?? ''];
        void message.error(keyed ? userErrorText(t, keyed) : t(key ?? fallbackKey[action]));
        return false;
      }
      void message.success(t(successKey[action]));
      changed();
      return true;
    } finally {
      setBusy(null);
    }
  };

  const approve = (orderNumber: string) => run('approve', `approve:${orderNumber}`, () => sendDocument(APPROVE_PAYMENT, { orderNumber }));
  const voidPayment = (orderNumber: string) => run('void', `void:${orderNumber}`, () => sendDocument(VOID_PAYMENT, { orderNumber }));
  const remove = (id: number) => run('delete', `delete:${id}`, () => sendDocument(DELETE_PAYMENT_DOC, { id }));
  /** Checked here first for a quick word; the server checks the bytes again. */
  const upload = (orderNumber: string, file: File) => {
    if (!RECEIPT_TYPES.includes(file.type)) {
      void message.error(t('errors.wrong_type'));
      return Promise.resolve(false);
    }
    if (file.size > MAX_RECEIPT_BYTES) {
      void message.error(t('errors.too_large'));
      return Promise.resolve(false);
    }
    // Through the one upload path first (its checks and daily volume), then attached to the order's payment.
    return run('upload', `upload:${orderNumber}`, async () => {
      const stored = await uploadFile(file, RECEIPT_PURPOSE, () => {}).catch((error: unknown) => ({ error }));
      if ('error' in stored) return { error: stored.error };
      // A refused file answers like a refused payment action: its message and keyed user errors.
      if (!stored.file) return { data: { uploadPayment: { ...stored, payment: null } as unknown as PaymentAnswer } };
      return sendDocument(UPLOAD_PAYMENT, { orderNumber, fileIds: [stored.file.id] });
    });
  };
  /** Opens a receipt in a new tab (images and PDFs show in the browser). */
  const view = async (receipt: PaymentReceipt) => {
    setBusy(`view:${receipt.id}`);
    try {
      const { data } = await fetch(['payment-receipt-file', receipt.id], PAYMENT_RECEIPT_FILE, { id: receipt.id });
      const file = data?.paymentReceiptFile;
      if (!file) {
        void message.error(t('errors.view_failed'));
        return;
      }
      const bytes = Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } finally {
      setBusy(null);
    }
  };
  return { busy, approve, voidPayment, upload, remove, view };
}
