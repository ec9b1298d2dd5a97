import fs from 'node:fs';
import path from 'node:path';
import { type DocumentNode, Kind } from 'graphql';

/** The app's TypeScript sources under a folder. */
export const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [file] : [];
  });

const isDocument = (v: unknown): v is DocumentNode =>
  typeof v === 'object' && v !== null && (v as { kind?: unknown }).kind === Kind.DOCUMENT;

/** The documents reachable from a module's exports (declarations hold theirs in nested objects). */
export function documentsIn(value: unknown, found = new Set<DocumentNode>(), seen = new Set<unknown>()): Set<DocumentNode> {
  if (typeof value !== 'object' || value === null || seen.has(value)) return found;
  seen.add(value);
  if (isDocument(value)) return found.add(value);
  for (const v of Object.values(value)) documentsIn(v, found, seen);
  return found;
}
