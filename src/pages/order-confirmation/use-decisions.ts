import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { CONFIRM_ORDER, type DecisionAnswer, REJECT_ORDER } from '../../graphql/order-confirmation.ts';

/** What a decision did, by the outcome the server names; outcomes that changed nothing still reload the list. */
const SUCCESS = new Set(['confirmed', 'rejected']);

/**
 * Confirm and reject, each telling the user how it went in their language; `changed` reloads the list. Reject answers
 * the field errors (the reason) so the dialog can show them.
 */
export function useDecisions(changed: () => void) {
  const { t } = useTranslation('order-confirmation');
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const confirmOrder = usePortalMutation(CONFIRM_ORDER);
  const rejectOrder = usePortalMutation(REJECT_ORDER);

  const tell = (answer: DecisionAnswer | null | undefined, orderNo: string) => {
    if (!answer) {
      void message.error(t('outcome.failed'));
      return false;
    }
    const text = t(`outcome.${answer.outcome}`, { orderNo, defaultValue: t('outcome.failed') });
    if (SUCCESS.has(answer.outcome)) void message.success(text);
    else if (answer.message.status) void message.info(text);
    else void message.error(text);
    if (answer.outcome !== 'invalid') changed();
    return answer.message.status;
  };

  const confirm = async (orderNo: string) => {
    setBusy(`confirm:${orderNo}`);
    try {
      const { data } = await confirmOrder.send({ orderNo });
      return tell(data?.confirmOrder, orderNo);
    } finally {
      setBusy(null);
    }
  };

  const reject = async (orderNo: string, reason: string): Promise<{ done: boolean; reasonError: string | null }> => {
    setBusy(`reject:${orderNo}`);
    try {
      const { data } = await rejectOrder.send({ orderNo, reason });
      const answer = data?.rejectOrder;
      const field = answer?.userErrors.find((e) => e.field === 'reason');
      if (field) return { done: false, reasonError: field.messageKey ? t(field.messageKey, { max: 500 }) : field.message };
      return { done: tell(answer, orderNo), reasonError: null };
    } finally {
      setBusy(null);
    }
  };
  return { busy, confirm, reject };
}

export type Decisions = ReturnType<typeof useDecisions>;
