import { type HttpError, useOnError } from '@refinedev/core';
import { useMutation } from '@tanstack/react-query';
import type { TadaDocumentNode } from 'gql.tada';
import { useCallback } from 'react';
import { endsSession, type RequestOptions, sendOperation } from './portal-request.ts';

/** What a write answered: the document's answer, or why there is none (refused with a code, or unreachable). */
export interface Sent<T> {
  data?: T;
  error?: HttpError;
}

/** A refusal as the API words it (Conventions: `{ message { status description } userErrors { ... } }`). */
export interface UserError {
  field?: string | null;
  message: string;
  messageKey?: string | null;
  params?: readonly { name: string; value: string }[] | null;
}
export interface MutationAnswer {
  message: { status: boolean; description?: string | null };
  userErrors: readonly UserError[];
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A mutation's one root field (`{ confirmOrder: {...} }` -> the answer), whatever the operation is called. */
export const answerOf = <T extends object>(data: T | null | undefined): T[keyof T] | undefined =>
  data ? (Object.values(data)[0] as T[keyof T] | undefined) : undefined;

/** A userError in the reader's words: its key with its params, the server's text while a key has no translation. */
export function userErrorText(t: Translate, e: UserError, extra: Record<string, unknown> = {}): string {
  if (!e.messageKey) return e.message;
  const params = Object.fromEntries((e.params ?? []).map((p) => [p.name, p.value]));
  return String(t(e.messageKey, { ...params, ...extra, defaultValue: e.message }));
}

/** Why a write did not go through, in the reader's words: the first refusal's text, else `fallback`. */
export function refusalText(t: Translate, answer: MutationAnswer | null | undefined, fallback: string): string {
  const [first] = answer?.userErrors ?? [];
  return first ? userErrorText(t, first) : fallback;
}

interface Job {
  document: TadaDocumentNode<unknown, never>;
  variables: unknown;
}

/**
 * The one write hook: a typed mutation (or a one-off read) whose variables and answer the document types. `send`
 * answers `{ data }` or `{ error }` and never throws; a 401 the transport could not renew ends the session, any other
 * failure is the page's to tell. `sendDocument` sends another document through the same hook, for a page whose
 * actions share one way of telling how they went. `sending` is true while one is on its way. A write that fails for
 * lack of a connection also gets the shell's connection popup (spec 1 §8).
 */
export function usePortalMutation<T = unknown, V = unknown>(document?: TadaDocumentNode<T, V>, options: RequestOptions = {}) {
  const { mutate: onError } = useOnError();
  const mutation = useMutation<unknown, HttpError, Job>({
    mutationFn: (job) => sendOperation(job.document, job.variables as never, options),
    // Sent at once, never held back while offline: the page says at once that it did not go through.
    networkMode: 'always',
  });
  const { mutateAsync } = mutation;
  const sendDocument = useCallback(
    async <T2, V2>(other: TadaDocumentNode<T2, V2>, variables: V2): Promise<Sent<T2>> => {
      try {
        const data = await mutateAsync({ document: other as TadaDocumentNode<unknown, never>, variables });
        return { data: data as T2 };
      } catch (error) {
        if (endsSession(error as HttpError)) onError(error);
        return { error: error as HttpError };
      }
    },
    [mutateAsync, onError],
  );
  const send = useCallback(
    (variables: V): Promise<Sent<T>> => {
      if (!document) throw new Error('usePortalMutation: no document to send');
      return sendDocument(document, variables);
    },
    [document, sendDocument],
  );
  return { send, sendDocument, sending: mutation.isPending };
}
