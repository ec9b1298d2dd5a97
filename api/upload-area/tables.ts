import type { Generated } from 'kysely';

/** Files a dealer sent to the maker (migration 0025); the bytes are a row of `files`. */
export interface UploadAreaTables {
  uploads: {
    id: Generated<number>;
    customerId: number;
    fileId: number;
    category: 'contract' | 'shop_photo' | 'other';
    note: string | null;
    uploadedBy: number;
    uploadedAt: string;
  };
}
