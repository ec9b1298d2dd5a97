import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLEAR_STOLEN_FRAME, FRAME, type FrameAnswer, REPORT_STOLEN_FRAME } from '../../graphql/frames.ts';
import { answerOf, refusalText, type Sent, usePortalMutation } from '../../providers/portal-mutation.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';

/** One frame; another dealer's frame number answers "not found" without ending the session (usePortalQuery). */
export const useFrame = (frameNumber: string) => usePortalQuery(['frame', frameNumber], FRAME, { frameNumber }, { enabled: !!frameNumber });

/** The officer's stolen-list changes: a success says so and reloads the frame; a refusal shows its translated reason. */
export function useStolenChange(frameNumber: string, reload: () => unknown) {
  const { t } = useTranslation('frames');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const { sendDocument } = usePortalMutation();
  const send = async (change: () => Promise<Sent<Record<string, FrameAnswer>>>, done: string) => {
    setBusy(true);
    try {
      const { data, error } = await change();
      const answer = answerOf(data);
      if (error || !answer) return void message.error(t('stolen.failed'));
      if (!answer.message.status) return void message.error(refusalText(t, answer, t('stolen.failed')));
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
      send(() => sendDocument(REPORT_STOLEN_FRAME, { frameNumber, note: note.trim() || null }), t('stolen.reported')),
    clear: () => send(() => sendDocument(CLEAR_STOLEN_FRAME, { frameNumber }), t('stolen.cleared')),
  };
}
