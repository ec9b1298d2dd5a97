import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TadaDocumentNode } from 'gql.tada';
import { graphqlClient } from '../../providers/graphql-client.ts';
import type { ClickCollectAnswer } from './queries.ts';

/**
 * Sends one of the dealer's click-and-collect mutations and says how it went: the refusal in the reader's words (the
 * spec's message when every article must be chosen), the success, or a failure; then the page reloads the order.
 */
export function useClickCollectAction(reload: () => unknown) {
  const { t } = useTranslation('click-collect');
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  async function run<V extends Record<string, unknown>>(
    key: string,
    doc: TadaDocumentNode<Record<string, ClickCollectAnswer>, V>,
    variables: V,
    done: string,
  ): Promise<boolean> {
    setBusy(key);
    try {
      const { data, error } = await graphqlClient.mutation(doc, variables).toPromise();
      const answer = data ? Object.values(data)[0] : undefined;
      if (error || !answer) {
        void message.error(String(error?.message ?? '').includes('[N001]') ? t('detail.not_found') : t('actions.failed'));
        return false;
      }
      if (!answer.message.status) {
        const [first] = answer.userErrors;
        void message.error(first?.messageKey ? t(first.messageKey, { defaultValue: first.message }) : t('actions.failed'));
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
