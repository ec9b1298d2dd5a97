import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLEAR_STOLEN_FRAME, FRAME, type FrameAnswer, REPORT_STOLEN_FRAME } from '../../graphql/frames.ts';
import { graphqlClient } from '../../providers/graphql-client.ts';
import { usePortalQuery } from '../../shell/use-portal-query.ts';

/** One frame; another dealer's frame number answers "not found" without ending the session (usePortalQuery). */
export const useFrame = (frameNumber: string) => usePortalQuery(['frame', frameNumber], FRAME, { frameNumber }, { enabled: !!frameNumber });

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
    report: (note: string) =>
      send(() => graphqlClient.mutation(REPORT_STOLEN_FRAME, { frameNumber, note: note.trim() || null }).toPromise(), t('stolen.reported')),
    clear: () => send(() => graphqlClient.mutation(CLEAR_STOLEN_FRAME, { frameNumber }).toPromise(), t('stolen.cleared')),
  };
}
