import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (build.manifest: true writes dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The pages the budgets hold, as the source modules a first visit must load before the page renders: the entry
 * (index.html), then for the sign-in page its light entry (no antd, refine or router); for a signed-in visit that
 * opens on the catalogue list, its light first page (the cards, drawn without antd or refine); and for the app that
 * takes over from it (and for every other signed-in page) the app (src/full-app.tsx) and the lazy chunks of the
 * route, each with everything they import statically.
 */
export const PAGES = {
  login: ['index.html', 'src/pages/login/light-entry.tsx'],
  catalogLight: ['index.html', 'src/pages/catalog/light/entry.tsx'],
  catalogApp: ['index.html', 'src/full-app.tsx', 'src/shell/portal-layout.tsx', 'src/pages/catalog/list-page.tsx'],
} as const;
export type PageName = keyof typeof PAGES;

/**
 * Budgets of initial JavaScript, gzip bytes, so a change that puts a library back on a first page fails here. The
 * sign-in page and the catalogue's light first page are React, i18next and their own code: they meet the aims of
 * 200 kB and 300 kB. The app that follows the catalogue's light page (antd's components, refine with its data layer,
 * React) comes to more than that; its budget is what it loads today plus a little room, lowered as it shrinks (a ratchet:
 * 545 kB before its start came in a few files, 494 kB after).
 */
export const BUDGETS: Record<PageName, number> = { login: 200_000, catalogLight: 300_000, catalogApp: 505_000 };

export interface PageWeight {
  files: string[];
  raw: number;
  gzip: number;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The JavaScript files the given modules load before they run: themselves and their static imports, transitively. */
export function initialFiles(manifest: Manifest, sources: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return files;
}

export function pageWeight(distDir: string, page: PageName, manifest = readManifest(distDir)): PageWeight {
  const files = initialFiles(manifest, PAGES[page]);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(distDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, raw, gzip };
}

/** Vite warns about a chunk above 500 kB once minified; none should be. */
export const CHUNK_LIMIT = 500_000;

/** The JavaScript chunks of the build larger than CHUNK_LIMIT, with their sizes. */
export function oversizedChunks(distDir: string, manifest = readManifest(distDir)): string[] {
  // Chunks have a name; a file imported by address (exceljs's prebuilt script, `?url`) is an asset the build copies.
  const files = new Set(
    Object.values(manifest)
      .filter((c) => c.name !== undefined)
      .map((c) => c.file)
      .filter((f) => f.endsWith('.js')),
  );
  return [...files]
    .map((f) => [f, readFileSync(join(distDir, f)).length] as const)
    .filter(([, size]) => size > CHUNK_LIMIT)
    .map(([f, size]) => `${f} ${size}`);
}

// `npx tsx tests/e2e/bundle-weight.ts [dist]` prints each page's initial JavaScript against its budget.
if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  for (const page of Object.keys(PAGES) as PageName[]) {
    const w = pageWeight(dist, page);
    // What a browser is sent: the brotli the build wrote beside each file (a file too small for one goes as it is).
    const sent = w.files.reduce(
      (sum, f) => sum + (existsSync(join(dist, `${f}.br`)) ? statSync(join(dist, `${f}.br`)) : statSync(join(dist, f))).size,
      0,
    );
    console.log(
      `${page.padEnd(12)} ${String(w.files.length).padStart(3)} files  raw ${kb(w.raw).padStart(11)}  gzip ${kb(w.gzip).padStart(10)}  brotli ${kb(sent).padStart(10)}  budget ${kb(BUDGETS[page])}`,
    );
    if (process.argv.includes('--files')) for (const f of w.files) console.log(`    ${f}`);
  }
}
