import { useWarnAboutChange } from '@refinedev/core';
import { App, type FormInstance } from 'antd';
import { print } from 'graphql';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { UPLOAD_FILE, type UploadAnswer } from '../graphql/files.ts';
import { type MutationAnswer, type UserError, userErrorText } from './portal-mutation.ts';
import { expiresSoon, readRequestToken, refreshTokens } from './tokens.ts';

export type { UploadAnswer, UploadedFile } from '../graphql/files.ts';

// The multipart request carries the operation as text; printed once.
const UPLOAD = print(UPLOAD_FILE);

/**
 * The first step of a form with files: one file through the shared pipeline as a GraphQL multipart request, sent with
 * XMLHttpRequest because fetch reports no upload progress. `onProgress` gets 0..100 as the bytes leave the browser; the
 * answer holds the stored file (its id goes into the form) or the refusal of this one file.
 */
export async function uploadFile(file: File, purpose: string, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  if (expiresSoon(readRequestToken())) await refreshTokens();
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD, variables: { file: null, purpose } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    xhr.setRequestHeader('Authorization', `Bearer ${readRequestToken() ?? ''}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { data?: { uploadFile?: UploadAnswer } | null };
        if (body.data?.uploadFile) resolve(body.data.uploadFile);
        else reject(new Error(`Upload failed (${xhr.status})`));
      } catch {
        reject(new Error(`Upload failed (${xhr.status})`));
      }
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.send(form);
  });
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Why one file was refused, in the reader's words. */
export function uploadRefusal(answer: UploadAnswer, t: Translate): string {
  const e = answer.userErrors[0];
  if (!e) return answer.message.description ?? t('files:upload.failed');
  return userErrorText(t, e);
}

/** The alert over a form's save button: why nothing was saved, and the refusals no field on screen shows. */
export interface SaveSummary {
  title: string;
  details: string[];
}

/** One save of a form whose files are already stored (its values hold their ids). */
export interface SaveRun<R extends MutationAnswer> {
  /** Sends the form; throws when it did not get through (forbidden, unreachable). */
  send: () => Promise<R | null | undefined>;
  /** A saved answer's success message and the page to open; null when the answer is a refusal. */
  saved: (answer: R) => { message: string; goTo: string } | null;
  /** The form field (antd name path) a refusal belongs under; null for one no field on screen shows. */
  fieldOf: (field: string) => (string | number)[] | null;
  /** A refusal in the reader's words. */
  errorText: (e: R['userErrors'][number]) => string;
  /** The summary's title for a refusal (`onFields`: some went under fields) and for a save that did not get through. */
  refusedTitle: (onFields: boolean) => string;
  failedTitle: string;
  /** What is saved, for the console ("the claim"). */
  what: string;
}

/**
 * The save of a form with files (claims, registrations): the files go up first, each on its own with its progress and
 * refusal (`uploadFile`); the form is then saved with their ids; a refusal puts each error under its field and the
 * rest in the summary, leaving every value (and file) where it was. A saved form lowers the leave-guard, says so and
 * opens the page it names once the guard is down (or the move would ask "leave?").
 */
export function useSaveWithUploads<V>(form: FormInstance<V>) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const [saving, setSaving] = useState(false);
  const [summary, setSummary] = useState<SaveSummary | null>(null);
  const [goTo, setGoTo] = useState<string | null>(null);

  // Leaving for good: the warning belongs to this page only.
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
  useEffect(() => {
    if (goTo && !warnWhen) navigate(goTo);
  }, [goTo, warnWhen, navigate]);

  const refused = (errors: readonly UserError[], run: SaveRun<MutationAnswer>) => {
    const onFields = new Map<string, { name: (string | number)[]; errors: string[] }>();
    const details: string[] = [];
    for (const e of errors) {
      const name = e.field ? run.fieldOf(e.field) : null;
      if (!name) {
        details.push(run.errorText(e));
        continue;
      }
      const key = name.join('.');
      onFields.set(key, { name, errors: [...(onFields.get(key)?.errors ?? []), run.errorText(e)] });
    }
    // The server's paths are the form's names, which antd's typed paths cannot see.
    form.setFields([...onFields.values()] as Parameters<typeof form.setFields>[0]);
    const first = [...onFields.values()][0];
    if (first) form.scrollToField(first.name as Parameters<typeof form.scrollToField>[0], { block: 'center' });
    setSummary({ title: run.refusedTitle(onFields.size > 0), details });
  };

  const save = useCallback(
    async <R extends MutationAnswer>(run: SaveRun<R>) => {
      setSummary(null);
      setSaving(true);
      try {
        const answer = await run.send();
        const done = answer ? run.saved(answer) : null;
        if (done) {
          void message.success(done.message);
          setWarnWhen(false);
          setGoTo(done.goTo);
        } else refused(answer?.userErrors ?? [], run as unknown as SaveRun<MutationAnswer>);
      } catch (error) {
        console.error(`Failed to save ${run.what}`, error);
        setSummary({ title: run.failedTitle, details: [] });
      } finally {
        setSaving(false);
      }
    },
    [message, setWarnWhen, form],
  );

  return { save, saving, summary, dismissSummary: () => setSummary(null), markDirty: () => setWarnWhen(true) };
}
