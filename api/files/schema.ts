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
import { uploadPurpose } from './purposes.ts';

/** A stored file as readers see it (spec 3 §3 File): addresses of its renditions, signed for this reader. */
export const FileRef = builder.objectRef<FileView>('StoredFile').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.exposeString('kind', { description: 'image, video or document (read from the bytes)' }),
    contentType: t.exposeString('contentType'),
    fileName: t.exposeString('fileName'),
    fileTitle: t.exposeString('fileTitle'),
    size: t.exposeInt('size', { description: 'Bytes of the original' }),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
    filePath: t.exposeString('filePath', { description: 'The original, as an attachment' }),
    oriFileUrl: t.exposeString('oriFileUrl'),
    hiFileUrl: t.exposeString('hiFileUrl', { nullable: true, description: 'Images: at most 2048 px' }),
    medFileUrl: t.exposeString('medFileUrl', { nullable: true, description: 'Images: at most 1024 px' }),
    lowFileUrl: t.exposeString('lowFileUrl', { nullable: true, description: 'Images: at most 512 px' }),
    thumbnailUrl: t.exposeString('thumbnailUrl', { nullable: true, description: 'A 480 x 360 card picture; the poster of a video' }),
    posterUrl: t.exposeString('posterUrl', { nullable: true }),
    uploadAt: t.exposeString('uploadAt'),
  }),
});

type UploadAnswer = MutationOutcome & { code: string | null; file: FileView | null };

const UploadResult = builder.objectRef<UploadAnswer>('UploadFileResult').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: U002 or I001' }),
    file: t.field({ type: FileRef, nullable: true, resolve: (r) => r.file }),
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
      file: t.arg({ type: 'File' as never, required: true }),
      purpose: t.arg.string({
        required: true,
        description: 'A purpose a domain registered (api/files/purposes.ts), e.g. marketing_material',
      }),
    },
    // Decoded before the write transaction opens, and only for someone who may upload for the purpose.
    extensions: beforeTransaction(async (args, ctx) => {
      const purpose = uploadPurpose(String(args.purpose));
      return purpose && ctx.actor?.scopes.has(purpose.scope) ? prepareUpload(args.file as File, purpose.kinds) : undefined;
    }),
    resolve: async (_root, args, ctx, info) => {
      const purpose = uploadPurpose(args.purpose);
      if (!purpose)
        return { ...failed('Unknown purpose', [userError('purpose', 'Unknown purpose')]), code: ErrorCode.invalidInput, file: null };
      if (!ctx.actor.scopes.has(purpose.scope)) return { ...failed('Forbidden'), code: ErrorCode.forbidden, file: null };
      const stored = await storeUpload(ctx, args.file as unknown as File, purpose.kinds, preparedFor<PreparedUpload | UploadRefusal>(info));
      if (isRefusal(stored)) {
        const text = refusalText(stored);
        return {
          ...failed(text, [userError('file', text, fileMessages[stored.reason].key, stored.params)]),
          code: ErrorCode.invalidInput,
          file: null,
        };
      }
      return { ...succeeded('The file was uploaded'), code: null, file: fileView(ctx.env.tokenSecret, stored) };
    },
  }),
}));
