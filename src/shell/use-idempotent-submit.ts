import { useCustomMutation } from '@refinedev/core';
import type { DocumentNode } from 'graphql';
import { useRef, useState } from 'react';

export type SubmitOutcome<R> = { kind: 'accepted'; result: R } | { kind: 'refused'; result: R } | { kind: 'unreachable' };

/**
 * Sends a mutation that must act once (checkout, payment). One idempotency key per attempt: a retry after a lost
 * answer or a second click reuses it, so the API answers its first answer and never acts twice. A refusal ends the
 * attempt (nothing was recorded), so the corrected form gets a new key.
 */
export function useIdempotentSubmit<R, D extends object>(
  mutation: DocumentNode, field: string, accepted: (result: R) => boolean, what: string,
) {
  const { mutateAsync } = useCustomMutation<Record<string, R>>();
  const key = useRef<string | null>(null);
  // A ref as well as state: a double click arrives before React draws the loading button.
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const submit = async (details: D): Promise<SubmitOutcome<R> | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSending(true);
    key.current ??= crypto.randomUUID();
    try {
      const { data } = await mutateAsync({
        url: '',
        method: 'post',
        values: { input: { ...details, idempotencyKey: key.current } },
        meta: { gqlMutation: mutation },
        successNotification: false,
        errorNotification: false,
      });
      const result = data[field];
      if (accepted(result)) return { kind: 'accepted', result };
      key.current = null;
      return { kind: 'refused', result };
    } catch (error) {
      // It may or may not have been recorded: keep the key, so trying again is safe.
      console.error(`${what} did not reach the server`, error instanceof Error ? error.message : error);
      return { kind: 'unreachable' };
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };
  return { submit, sending };
}
