import { VISIT_PHOTO_PURPOSE } from '../../rules/visit-forms.ts';
import type { UploadedFile } from '../../graphql/files.ts';
import { expiresSoon, readRequestToken, refreshTokens } from '../../providers/tokens.ts';

/** What POST /api/files/visit_photo answers (api/files/http.ts, the raw-body upload of a purpose). */
export interface PhotoAnswer {
  message: { status: boolean; description: string | null };
  userErrors: { field: string; message: string; messageKey: string | null; params: { name: string; value: string }[] }[];
  file: Pick<UploadedFile, 'id' | 'kind' | 'fileName' | 'thumbnailUrl'> | null;
}

/**
 * One visit photo as the raw request body, sent with XMLHttpRequest because fetch reports no upload progress.
 * Photos may be up to 100 MB, more than a GraphQL request carries, so they go as the raw body of their purpose's upload route.
 */
export async function uploadVisitPhoto(file: File, onProgress: (percent: number) => void): Promise<PhotoAnswer> {
  if (expiresSoon(readRequestToken())) await refreshTokens();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/files/${VISIT_PHOTO_PURPOSE}`);
    xhr.setRequestHeader('Authorization', `Bearer ${readRequestToken() ?? ''}`);
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as Partial<PhotoAnswer>;
        if (body.message) resolve({ message: body.message, userErrors: body.userErrors ?? [], file: body.file ?? null });
        else reject(new Error(`Upload failed (${xhr.status})`));
      } catch {
        reject(new Error(`Upload failed (${xhr.status})`));
      }
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.send(file);
  });
}
