import type { FileKind } from '../db/types.ts';

/** Who uploads, as far as the upload path asks: the platform knows the request context by this much only. */
export interface Uploader {
  actor: { scopes: ReadonlySet<string> };
}

/** What an upload must be: the checks of prepareUpload and prepareBytes (service.ts). */
export interface UploadRules {
  kinds: readonly FileKind[];
  /** Only these content types of those kinds (payment receipts: PDF, JPEG and PNG, not WebP or GIF). */
  contentTypes?: readonly string[];
  /** A cap other than the one per kind (sniff.ts MAX_BYTES): smaller for receipts, larger for visit photos. */
  maxBytes?: number;
  /** False: an image is still decoded whole, but only the original is kept (a receipt needs no thumbnails). */
  renditions?: boolean;
}

/** What a domain accepts for one of its uploads, and who may upload for it. */
export interface UploadPurpose extends UploadRules {
  scope: string;
  /** A check beyond the scope, e.g. visit photos: sales staff with sales areas. */
  mayUpload?(ctx: Uploader): Promise<boolean>;
  /**
   * Larger than a GraphQL request takes (25 MB with its form): the purpose also takes the file as the raw body of
   * POST /api/files/{purpose} (http.ts), read no further than maxBytes.
   */
  rawBody?: boolean;
}

const purposes = new Map<string, UploadPurpose>();

/** Called by a domain when its schema loads, e.g. registerUploadPurpose('banner', { scope: 'page.banner', kinds: ['image'] }). */
export function registerUploadPurpose(name: string, purpose: UploadPurpose) {
  purposes.set(name, purpose);
}

export const uploadPurpose = (name: string) => purposes.get(name) ?? null;
export const uploadPurposeNames = () => [...purposes.keys()].sort();

/** Whether this signed-in user may upload for the purpose: its scope, then its own check. */
export async function mayUploadFor(ctx: Uploader, purpose: UploadPurpose): Promise<boolean> {
  return ctx.actor.scopes.has(purpose.scope) && (!purpose.mayUpload || (await purpose.mayUpload(ctx)));
}
