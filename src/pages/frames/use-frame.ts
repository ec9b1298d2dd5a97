import { useDataProvider, useOnError, type HttpError } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLEAR_STOLEN_FRAME, FRAME, type FrameAnswer, type FrameDetail, REPORT_STOLEN_FRAME } from '../../graphql/frames.ts';
import type { ResultOf } from '../../graphql/tada.ts';
import { graphqlClient } from '../../providers/graphql-client.ts';

/**
 * One frame. Read outside refine's useCustom on purpose (like a claim): the shell ends the session on a 403, but a
 * frame number of another dealer should only say "not found". 401 still signs out.
 */
export function useFrame(frameNumber: string) {
  const dataProvider = useDataProvider();
  const { mutate: onError } = useOnError();
  return useQuery<FrameDetail, HttpError>({
    queryKey: ['portal', 'frame', frameNumber],
    enabled: !!frameNumber,
    retry: false,
    meta: { feedback: false },
    queryFn: async () => {
      try {
        const { data } = await dataProvider().custom!<ResultOf<typeof FRAME>>({ url: '', method: 'post', meta: { gqlQuery: FRAME, gqlVariables: { frameNumber } } });
        return data.frame;
      } catch (error) {
        if ((error as HttpError | null)?.statusCode === 401) onError(error);
        throw error;
      }
    },
  });
}

/** The officer's stolen-list changes: a success says so and reloads the frame; a refusal shows its translated reason. */
export function useStolenChange(frameNumber: string, reload: () => unknown) {
  const { t } = useTranslation('frames');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const send = async (change: () => Promise<{ data?: Record<string, FrameAnswer> | null; error?: unknown }>, done: string) => {
    setBusy(true);
    try {
      const { data, error } = await change();
      const answer = data ? Object.values(data)[0] : null;
      if (error || !answer) return void message.error(t('stolen.failed'));
      if (!answer.message.status) {
        const [first] = answer.userErrors;
        return void message.error(first?.messageKey ? t(first.messageKey, { defaultValue: first.message }) : t('stolen.failed'));
      }
      void message.success(done);
      await reload();
      return true;
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    report: (note: string) => send(() => graphqlClient.mutation(REPORT_STOLEN_FRAME, { frameNumber, note: note.trim() || null }).toPromise(),
      t('stolen.reported')),
    clear: () => send(() => graphqlClient.mutation(CLEAR_STOLEN_FRAME, { frameNumber }).toPromise(), t('stolen.cleared')),
  };
}
