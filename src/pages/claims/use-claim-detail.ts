import { useDataProvider, useOnError, type HttpError } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM, type ClaimChangeAnswer, type ClaimDetail, type ClaimUserError } from '../../graphql/claims.ts';
import type { ResultOf } from '../../graphql/tada.ts';
import { graphqlClient } from '../../providers/graphql-client.ts';

/**
 * One claim. Read outside refine's useCustom on purpose (like an order): the shell ends the session on a 403, but a
 * claim link of another dealer should only say "not found". 401 still signs out.
 */
export function useClaimDetail(id: string, enabled: boolean) {
  const dataProvider = useDataProvider();
  const { mutate: onError } = useOnError();
  return useQuery<ClaimDetail, HttpError>({
    queryKey: ['portal', 'claim', id],
    enabled,
    retry: false,
    meta: { feedback: false },
    queryFn: async () => {
      try {
        const { data } = await dataProvider().custom!<ResultOf<typeof CLAIM>>({
          url: '',
          method: 'post',
          meta: { gqlQuery: CLAIM, gqlVariables: { id } },
        });
        return data.claim;
      } catch (error) {
        if ((error as HttpError | null)?.statusCode === 401) onError(error);
        throw error;
      }
    },
  });
}

/** A refusal's text in the reader's language: its messageKey with its params, the English message as the fallback. */
export function useUserErrorText() {
  const { t } = useTranslation('claims');
  return (e: ClaimUserError, extra?: Record<string, string>) => {
    const params = Object.fromEntries(e.params.map((p) => [p.name, p.value]));
    return e.messageKey ? t(e.messageKey, { ...params, ...extra, defaultValue: e.message }) : e.message;
  };
}

type Answer = Pick<ClaimChangeAnswer, 'message' | 'userErrors'>;
type Sent = Promise<{ data?: Record<string, Answer | null> | null; error?: unknown }>;

/**
 * Runs one claim mutation: a success says so and reloads the claim; field errors go back to the form that sent it
 * (`fields`), any other refusal shows as a message. Answers whether it worked.
 */
export function useClaimChange(reload: () => unknown) {
  const { t } = useTranslation('claims');
  const { message } = App.useApp();
  const errorText = useUserErrorText();
  const [busy, setBusy] = useState(false);
  const run = async (send: () => Sent, done: string, fields?: (errors: ClaimUserError[]) => void) => {
    setBusy(true);
    try {
      const { data, error } = await send();
      const answer = data ? Object.values(data)[0] : null;
      if (error || !answer) {
        const text = String((error as Error | undefined)?.message ?? '');
        void message.error(text.includes('[U002]') ? t('actions.forbidden') : t('actions.failed'));
        return false;
      }
      if (!answer.message.status) {
        const [first] = answer.userErrors;
        if (fields && first) fields(answer.userErrors);
        else void message.error(first ? errorText(first) : t('actions.failed'));
        return false;
      }
      void message.success(done);
      await reload();
      return true;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run, client: graphqlClient };
}
