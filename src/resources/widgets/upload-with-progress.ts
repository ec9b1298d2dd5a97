import { print } from 'graphql';
import type { ResultOf } from '../../graphql/tada.ts';
import { expiresSoon, readRequestToken, refreshTokens } from '../../providers/tokens.ts';
import { UPLOAD_FILE } from './queries.ts';

/** What the uploadFile mutation answers (api/files/schema.ts), with the fields the widgets show. */
export type UploadAnswer = ResultOf<typeof UPLOAD_FILE>['uploadFile'];
export type UploadedFile = NonNullable<UploadAnswer['file']>;

// The multipart request carries the operation as text; printed once.
const UPLOAD = print(UPLOAD_FILE);

/**
 * One file through the shared pipeline as a GraphQL multipart request, sent with XMLHttpRequest because fetch
 * reports no upload progress. `onProgress` gets 0..100 as the bytes leave the browser.
 */
export async function uploadWithProgress(file: File, purpose: string, onProgress: (percent: number) => void): Promise<UploadAnswer> {
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
        const body = JSON.parse(xhr.responseText) as { data?: Partial<ResultOf<typeof UPLOAD_FILE>> | null };
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

/** The translated reason of a refused upload. */
export function refusalOf(answer: UploadAnswer, t: (key: string, options?: Record<string, unknown>) => string) {
  const e = answer.userErrors[0];
  if (!e) return answer.message.description ?? t('files:upload.failed');
  const params = Object.fromEntries(e.params.map((p) => [p.name, p.value]));
  return e.messageKey ? t(e.messageKey, { ...params, defaultValue: e.message }) : e.message;
}
