import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignedInContext } from '../context.ts';
import type { RenditionName } from './renditions.ts';

/**
 * Who may read the files of each owner type: the owning domain registers a check when its schema loads
 * (e.g. marketing material: the reader shares a content target market with the item, or edits content).
 */
export type OwnerReadCheck = (ctx: SignedInContext, ownerId: number) => Promise<boolean>;
const readers = new Map<string, OwnerReadCheck>();

export function registerFileOwner(ownerType: string, mayRead: OwnerReadCheck) {
  readers.set(ownerType, mayRead);
}

/** A file not yet attached is its uploader's alone; an attached one follows its owner's rule. */
export async function mayReadFile(
  ctx: SignedInContext,
  file: { ownerType: string | null; ownerId: number | null; uploadedBy: number | null },
) {
  if (!file.ownerType || file.ownerId == null) return file.uploadedBy === ctx.actor.user.id;
  const check = readers.get(file.ownerType);
  return !!check && check(ctx, file.ownerId);
}

/**
 * Addresses of renditions are signed for an hour or two, so <img> and <video> tags and plain download links work
 * without the bearer token. They are given only by fields that checked the reader's right; the expiry is rounded
 * to the hour so an address stays the same, and cached, within that hour.
 */
const HOUR = 3600;

const signature = (secret: string, id: number, rendition: RenditionName, exp: number) =>
  createHmac('sha256', secret).update(`file:${id}:${rendition}:${exp}`).digest('base64url');

export function signedFileUrl(secret: string, id: number, rendition: RenditionName, now = Date.now()) {
  const exp = (Math.ceil(now / 1000 / HOUR) + 1) * HOUR;
  return `/files/${id}/${rendition}?exp=${exp}&sig=${signature(secret, id, rendition, exp)}`;
}

export function validSignature(
  secret: string,
  id: number,
  rendition: RenditionName,
  exp: string | undefined,
  sig: string | undefined,
  now = Date.now(),
) {
  const expiry = Number(exp);
  if (!sig || !Number.isInteger(expiry) || expiry * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, id, rendition, expiry));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
