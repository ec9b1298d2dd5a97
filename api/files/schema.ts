import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { failed, type MutationOutcome, MutationMessageRef, succeeded, userError, UserErrorRef } from '../graphql/mutation-result.ts';
import { beforeTransaction, preparedFor } from '../workers/before-transaction.ts';
import {
  isRefusal,
  fileMessages,
  fileView,
  type FileView,
  prepareUpload,
  type PreparedUpload,
  refusalText,
  storeUpload,
  type UploadRefusal,
} from './service.ts';
import { mayUploadFor, uploadPurpose } from './purposes.ts';

/** A stored file as readers see it (spec 3 §3 File): addresses of its renditions, signed for this reader. */
export const FileRef = builder.objectRef<FileView>('StoredFile').implement({
  ...insideGuardedFields,
  description:
    'An uploaded file as its reader sees it: addresses of its renditions, signed for this reader and valid for one to two ' +
    'hours, each served as an attachment.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The file's id, which a save of its record takes to attach it." }),
    kind: t.exposeString('kind', { description: 'image, video or document (read from the bytes)' }),
    contentType: t.exposeString('contentType', { description: 'MIME type read from the bytes, e.g. image/jpeg or application/pdf.' }),
    fileName: t.exposeString('fileName', { description: 'Name of the file as uploaded, with unsafe characters replaced.' }),
    fileTitle: t.exposeString('fileTitle', { description: 'The file name without its extension, underscores and dashes as spaces.' }),
    size: t.exposeInt('size', { description: 'Bytes of the original' }),
    width: t.exposeInt('width', { nullable: true, description: 'Images: width of the original in pixels, upright; null for others.' }),
    height: t.exposeInt('height', { nullable: true, description: 'Images: height of the original in pixels, upright; null for others.' }),
    filePath: t.exposeString('filePath', { description: 'The original, as an attachment (the same address as oriFileUrl)' }),
    oriFileUrl: t.exposeString('oriFileUrl', { description: 'Signed address of the original bytes as uploaded.' }),
    hiFileUrl: t.exposeString('hiFileUrl', { nullable: true, description: 'Images: at most 2048 px' }),
    medFileUrl: t.exposeString('medFileUrl', { nullable: true, description: 'Images: at most 1024 px' }),
    lowFileUrl: t.exposeString('lowFileUrl', { nullable: true, description: 'Images: at most 512 px' }),
    thumbnailUrl: t.exposeString('thumbnailUrl', { nullable: true, description: 'A 480 x 360 card picture; the poster of a video' }),
    posterUrl: t.exposeString('posterUrl', {
      nullable: true,
      description: 'Videos: a still picture shown before playing; null for others.',
    }),
    uploadAt: t.exposeString('uploadAt', { description: 'When the file was uploaded, ISO 8601 in UTC.' }),
  }),
});

type UploadAnswer = MutationOutcome & { code: string | null; file: FileView | null };

const UploadResult = builder.objectRef<UploadAnswer>('UploadFileResult').implement({
  ...insideGuardedFields,
  description: 'What uploadFile answers: the stored file, or why it was refused.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether the file was stored, with a text to show.',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Why the file or purpose was refused (field file or purpose); empty when it was stored.',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: U002 or I001' }),
    file: t.field({
      type: FileRef,
      nullable: true,
      description: 'The stored file, not yet attached to a record; null when refused. Unattached uploads are removed after a day.',
      resolve: (r) => r.file,
    }),
  }),
});

builder.mutationFields((t) => ({
  uploadFile: t.withAuth({ signedIn: true }).field({
    type: UploadResult,
    description:
      'Stores one file (multipart upload) for a later save of its purpose (e.g. marketing_material). The kind is read from the ' +
      'bytes; sizes are capped per kind; images get ori, hi, med, low and thumbnail renditions, videos a poster. ' +
      "The holder of the purpose's write scope only.",
    args: {
      file: t.arg({ type: 'File' as never, required: true, description: 'The file, as a part of a GraphQL multipart request.' }),
      purpose: t.arg.string({
        required: true,
        description:
          'What the file is for, which sets the kinds accepted and the scope needed, e.g. banner, claim, marketing_material, ' +
          'sales_document or upload_area',
      }),
    },
    // Decoded before the write transaction opens, and only for someone who may upload for the purpose.
    extensions: beforeTransaction(async (args, ctx) => {
      const purpose = uploadPurpose(String(args.purpose));
      return purpose && ctx.actor?.scopes.has(purpose.scope) ? prepareUpload(args.file as File, purpose) : undefined;
    }),
    resolve: async (_root, args, ctx, info) => {
      const purpose = uploadPurpose(args.purpose);
      if (!purpose)
        return { ...failed('Unknown purpose', [userError('purpose', 'Unknown purpose')]), code: ErrorCode.invalidInput, file: null };
      if (!(await mayUploadFor(ctx, purpose))) return { ...failed('Forbidden'), code: ErrorCode.forbidden, file: null };
      const stored = await storeUpload(ctx, args.file as unknown as File, purpose, preparedFor<PreparedUpload | UploadRefusal>(info));
      if (isRefusal(stored)) {
        const text = refusalText(stored);
        return {
          ...failed(text, [userError('file', text, fileMessages[stored.reason].key, stored.params)]),
          code: fileMessages[stored.reason].code,
          file: null,
        };
      }
      return { ...succeeded('The file was uploaded'), code: null, file: fileView(ctx.env.tokenSecret, stored) };
    },
  }),
}));
