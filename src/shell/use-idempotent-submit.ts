import type { TadaDocumentNode } from 'gql.tada';
import { useRef, useState } from 'react';
import { usePortalMutation } from '../providers/portal-mutation.ts';

export type SubmitOutcome<R> = { kind: 'accepted'; result: R } | { kind: 'refused'; result: R } | { kind: 'unreachable' };

/** A mutation taking an `input` with an idempotency key (and any fixed variables X), answering R in its root field F. */
type IdempotentMutation<R, D, F extends string, X extends object> = TadaDocumentNode<
  { [K in F]: R },
  { input: D & { idempotencyKey: string } } & X
>;

/**
 * Sends a mutation that must act once (checkout, payment). One idempotency key per attempt: a retry after a lost
 * answer or a second click reuses it, so the API answers its first answer and never acts twice. A refusal ends the
 * attempt (nothing was recorded), so the corrected form gets a new key.
 * R (the answer) and D (the input) follow from the document; callers may still name them. `fixed` are the other
 * variables the mutation takes (the quote an order is placed from).
 */
export function useIdempotentSubmit<R, D extends object, F extends string = string, X extends object = Record<never, never>>(
  mutation: IdempotentMutation<R, D, F, X>,
  field: F,
  accepted: (result: R) => boolean,
  what: string,
  fixed?: X,
) {
  const { send } = usePortalMutation(mutation);
  const key = useRef<string | null>(null);
  // A ref as well as state: a double click arrives before React draws the loading button.
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const submit = async (details: Omit<D, 'idempotencyKey'>): Promise<SubmitOutcome<R> | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSending(true);
    key.current ??= crypto.randomUUID();
    try {
      const { data, error } = await send({
        ...fixed,
        input: { ...details, idempotencyKey: key.current } as D & { idempotencyKey: string },
      } as { input: D & { idempotencyKey: string } } & X);
      if (error || !data) throw error;
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
