import type { FileKind } from '../db/types.ts';

/** What a domain accepts for one of its uploads, and who may upload for it. */
export interface UploadPurpose {
  scope: string;
  kinds: readonly FileKind[];
  /** A cap above the per-kind one (sniff.ts MAX_BYTES), for a purpose whose own route streams larger bodies. */
  maxBytes?: number;
}

const purposes = new Map<string, UploadPurpose>();

/** Called by a domain when its schema loads, e.g. registerUploadPurpose('banner', { scope: 'page.banner', kinds: ['image'] }). */
export function registerUploadPurpose(name: string, purpose: UploadPurpose) {
  purposes.set(name, purpose);
}

export const uploadPurpose = (name: string) => purposes.get(name) ?? null;
export const uploadPurposeNames = () => [...purposes.keys()].sort();
