import path from 'node:path';
import type { FileStorage } from '../../files/storage.ts';
import { localStorage } from './local.ts';

export { isSafeKey, isSafeName } from './keys.ts';

/** The storage of a portal whose data lives in dataDir: DATA_DIR/uploads. */
export const storageIn = (dataDir: string): FileStorage => localStorage(path.join(dataDir, 'uploads'));

export { localStorage };
