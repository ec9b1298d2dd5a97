import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../../files/storage.ts';
import { isSafeKey } from './keys.ts';

/** Files in a folder on this machine: the default for a single-node portal. */
export function localStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    // Refused before the file system is touched: a key is only ever plain names joined by '/'.
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return file;
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
    },
    async putFile(key, sourcePath) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      // The kernel copies (copy_file_range where it can): the bytes never pass through this process.
      await fs.copyFile(sourcePath, temp);
      await fs.rename(temp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *keys() {
      let entries: string[];
      try {
        entries = await fs.readdir(base, { recursive: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const entry of entries) {
        const key = entry.split(path.sep).join('/');
        // A write still under way (its temporary name) is not a file yet; folders are no keys.
        if (key.endsWith('.tmp') || !isSafeKey(key)) continue;
        if ((await fs.stat(path.join(base, entry))).isFile()) yield key;
      }
    },
  };
}
