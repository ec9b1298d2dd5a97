import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM, type ClaimChangeAnswer, type ClaimUserError } from '../../graphql/claims.ts';
import { answerOf, type Sent, usePortalMutation, userErrorText } from '../../providers/portal-mutation.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';

/** One claim; a claim link of another dealer only says "not found". */
export const useClaimDetail = (id: string, enabled: boolean) => usePortalQuery(['claim', id], CLAIM, { id }, { enabled });

/** A refusal's text in the reader's language: its messageKey with its params, the English message as the fallback. */
export function useUserErrorText() {
  const { t } = useTranslation('claims');
  return (e: ClaimUserError, extra?: Record<string, string>) => userErrorText(t, e, extra);
}

type Answer = Pick<ClaimChangeAnswer, 'message' | 'userErrors'>;

/**
 * Runs one claim mutation: a success says so and reloads the claim; field errors go back to the form that sent it
 * (`fields`), any other refusal shows as a message. Answers whether it worked.
 */
export function useClaimChange(reload: () => unknown) {
  const { t } = useTranslation('claims');
  const { message } = App.useApp();
  const errorText = useUserErrorText();
  const [busy, setBusy] = useState(false);
  const { sendDocument } = usePortalMutation();
  const run = async (
    send: () => Promise<Sent<Record<string, Answer | null>>>,
    done: string,
    fields?: (errors: ClaimUserError[]) => void,
  ) => {
    setBusy(true);
    try {
      const { data, error } = await send();
      const answer = answerOf(data);
      if (error || !answer) {
        void message.error(error?.code === 'U002' ? t('actions.forbidden') : t('actions.failed'));
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
  return { busy, run, send: sendDocument };
}
