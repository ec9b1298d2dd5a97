/**
 * Upload area rules shared by the page and the API (spec 2 §2 /upload-area, §6 page.upload-area): a dealer sends
 * files to the maker, sorted by what they are; the list pages 10 or 20 rows (spec 2 §9).
 */

export const UPLOAD_AREA_SCOPE = 'page.upload-area';

/** The upload purpose the shared file pipeline knows this area by (api/files/purposes.ts). */
export const UPLOAD_AREA_PURPOSE = 'upload_area';

export const UPLOAD_PAGE_SIZE = 10;
export const UPLOAD_PAGE_SIZES = [10, 20] as const;

/** What a dealer sends: signed contracts, photos of the shop, or anything else the maker asked for. */
export const UPLOAD_CATEGORIES = ['contract', 'shop_photo', 'other'] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];

export const UPLOAD_NOTE_MAX = 200;

/** What the file picker offers; the server still reads the type from the bytes. */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,.gif,application/pdf,image/jpeg,image/png,image/webp,image/gif';

/** The upload area's refusals, with their keys in the upload-area namespace (upload-area:errors.<key>). */
export const uploadAreaMessages = {
  category_unknown: 'Choose what the file is from the list',
  note_too_long: 'The note is too long (at most {{max}} characters)',
  file_not_yours: 'Upload the file again',
  customer_required: 'Your account has no company to upload for',
} as const;
export type UploadAreaMessageKey = keyof typeof uploadAreaMessages;

/**
 * The largest file the page sends: the server's cap for documents and pictures (api/files/sniff.ts MAX_BYTES, held
 * equal by tests/api/upload-area.test.ts). A larger file is refused before its bytes travel; the server decides anyway.
 */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
