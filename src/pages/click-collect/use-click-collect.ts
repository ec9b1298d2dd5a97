import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TadaDocumentNode } from 'gql.tada';
import { answerOf, refusalText, usePortalMutation } from '../../providers/portal-mutation.ts';
import type { ClickCollectAnswer } from '../../graphql/click-collect.ts';

/**
 * Sends one of the dealer's click-and-collect mutations and says how it went: the refusal in the reader's words (the
 * spec's message when every article must be chosen), the success, or a failure; then the page reloads the order.
 */
export function useClickCollectAction(reload: () => unknown) {
  const { t } = useTranslation('click-collect');
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const { sendDocument } = usePortalMutation();
  async function run<V extends Record<string, unknown>>(
    key: string,
    doc: TadaDocumentNode<Record<string, ClickCollectAnswer>, V>,
    variables: V,
    done: string,
  ): Promise<boolean> {
    setBusy(key);
    try {
      const { data, error } = await sendDocument(doc, variables);
      const answer = answerOf(data);
      if (error || !answer) {
        void message.error(error?.code === 'N001' ? t('detail.not_found') : t('actions.failed'));
        return false;
      }
      if (!answer.message.status) {
        void message.error(refusalText(t, answer, t('actions.failed')));
        return false;
      }
      void message.success(done);
      return true;
    } finally {
      setBusy(null);
      await reload();
    }
  }
  return { run, busy };
}
