import { graphql, type ResultOf } from './tada.ts';

/** One file through the shared upload pipeline (api/files), sent with progress (src/providers/save-with-uploads.ts). */
export const UPLOAD_FILE = graphql(`
  mutation UploadFile($file: File!, $purpose: String!) {
    uploadFile(file: $file, purpose: $purpose) {
      message { status description }
      userErrors { field message messageKey params { name value } }
      file { id kind fileName fileTitle thumbnailUrl medFileUrl width height }
    }
  }
`);

/** What the uploadFile mutation answers, with the fields the upload widgets show. */
export type UploadAnswer = ResultOf<typeof UPLOAD_FILE>['uploadFile'];
export type UploadedFile = NonNullable<UploadAnswer['file']>;
