import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import path from 'node:path';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://127.0.0.1:3000';

// Paths the API answers. A browser navigation (GET for HTML) on one of them, e.g. a typed `/login`, stays with the SPA,
// which adds the locale prefix.
const apiPaths = [
  '/graphql',
  '/public',
  '/login',
  '/refresh-token',
  '/user',
  '/change-cust',
  '/server',
  '/brand',
  '/active-announcements',
  '/bnrs',
  '/notification',
  '/manifests',
  '/api',
];
const toApi: ProxyOptions = {
  target: api,
  changeOrigin: false, // keep the Host header: the API picks the host config from it
  bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

/**
 * Translations as plain JSON files, one per language and namespace (locales/<locale>/<namespace>.json), in a folder
 * named after their content so they are cached like hashed assets. The app fetches a namespace when a page asks for
 * it (src/providers/i18n.ts), so no page carries the texts of other languages or other pages, nor a table of
 * 400 chunk names. Each language also gets one file of all its namespaces (<locale>/all.json): the rest of the
 * language comes in the background in one request, not forty that would hold every connection of a slow line.
 */
function localeTexts(): Plugin {
  const dir = path.resolve('locales');
  // { namespace: texts } of one language, as its files are now.
  const allTexts = (locale: string) =>
    Object.fromEntries(
      readdirSync(path.join(dir, locale))
        .filter((f) => /^[a-z-]+\.json$/.test(f))
        .sort()
        .map((file) => [path.basename(file, '.json'), JSON.parse(readFileSync(path.join(dir, locale, file), 'utf8')) as unknown]),
    );
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /^[a-z-]+[\\/][a-z-]+\.json$/.test(f))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(path.join(dir, file)));
  const base = `/assets/locales-${hash.digest('hex').slice(0, 10)}`;
  return {
    name: 'locale-texts',
    config: () => ({ define: { __LOCALE_TEXTS__: JSON.stringify(base) } }),
    // The dev server reads the files as they are now (a namespace added meanwhile too).
    configureServer(server) {
      server.middlewares.use(base, (req, res, next) => {
        const [, locale, namespace] = req.url?.match(/^\/([a-z-]+)\/([a-z-]+)\.json$/) ?? [];
        const file = locale && namespace ? path.join(dir, locale, `${namespace}.json`) : '';
        const all = namespace === 'all' && existsSync(path.join(dir, locale!));
        if (!all && (!file || !existsSync(file))) return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(all ? JSON.stringify(allTexts(locale!)) : readFileSync(file));
      });
    },
    generateBundle() {
      for (const file of files) {
        const source = JSON.stringify(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
        this.emitFile({ type: 'asset', fileName: `${base.slice(1)}/${file.replace(/\\/g, '/')}`, source });
      }
      for (const locale of new Set(files.map((f) => f.split(/[\\/]/)[0]!))) {
        const source = JSON.stringify(allTexts(locale));
        this.emitFile({ type: 'asset', fileName: `${base.slice(1)}/${locale}/all.json`, source });
      }
    },
  };
}

/**
 * Chunks: React and its router (every page, rarely changing) in one file; the other libraries the entry needs in one
 * more (antd's core with i18next); refine's core with its query cache in a file of its own; everything else (each
 * antd component, charts, the editor) splits by the pages that use it, so a page loads the components it shows and no
 * others, but for the signed-in start, which comes in a few files of its own (startChunkGroups). Groups are split by
 * library or layer, never by size, so no two chunks import each other.
 */
// refine's core and everything it imports but React: the app asks for this file first (first-page.ts), so the
// browser evaluates it on its own as soon as it arrives, not in the one long task that starts the rest of the app.
const refineCore =
  /node_modules[\\/](@refinedev[\\/](core|devtools-internal|devtools-shared)|@tanstack[\\/](query-core|react-query)|qs|side-channel[^\\/]*|object-inspect|get-intrinsic|call-bind[^\\/]*|es-[^\\/]+|has-[^\\/]+|function-bind|hasown|gopd|dunder-proto|get-proto|math-intrinsics|lodash-es|pluralize|warn-once|error-stack-parser|stackframe)[\\/]/;
/**
 * `import { Button, Select } from 'antd'` (and icons from '@ant-design/icons') as imports of each component's own
 * module. The bundle is the same; the build's module graph then says which components a module needs instead of
 * "all of antd", which the start chunks below read.
 */
function directLibraryImports(): Plugin {
  const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  const libraries: Record<string, (name: string) => string> = {
    antd: (name) => `antd/es/${kebab(name)}/index.js`,
    '@ant-design/icons': (name) => `@ant-design/icons/es/icons/${name}.js`,
  };
  const named = /import\s*\{([^}]*)\}\s*from\s*'(antd|@ant-design\/icons)';?/g;
  return {
    name: 'direct-library-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !/from\s*'(antd|@ant-design\/icons)'/.test(code)) return null;
      return code.replace(named, (_, list: string, library: string) => {
        const names = list
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        const types = names.filter((part) => part.startsWith('type '));
        const values = names.filter((part) => !part.startsWith('type '));
        const lines = values.map((part) => {
          const [name, alias = name] = part.split(/\s+as\s+/) as [string, string?];
          return `import ${alias} from '${libraries[library]!(name)}';`;
        });
        if (types.length) lines.push(`import { ${types.join(', ')} } from '${library}';`);
        return lines.join(' ');
      });
    },
  };
}

/**
 * The files a signed-in start loads, in a few chunks instead of about a hundred: on a phone's slow line each file is
 * a round trip, six at a time, and the app's start waited more on those than on its bytes. The modules the app's
 * shell (src/full-app.tsx with the signed-in layout) imports statically, ours and the libraries', make one chunk; those
 * the catalogue list adds, one; those home adds, one; those both add, one. What the entry and the light first pages
 * load stays out, so they do not carry the app; the pages' own modules keep their files (the manifest names them),
 * and pages opened later keep their chunks. The graph is read as the build parses each module; antd's and the icons'
 * index modules are not followed (each component is imported directly, above), so only what the start uses is taken.
 */
/**
 * The shell's start in layers that import only downwards, so no file waits on another that waits on it, each below
 * the size the build warns about: our modules; antd's components (and refine's antd, and the patch that adapts antd);
 * the rc-components and antd's own helpers under them; the other libraries.
 */
const shellPart = (id: string) => {
  if (!/node_modules/.test(id)) return 'start-shell';
  if (/node_modules[\\/](antd|@refinedev[\\/]antd|@ant-design[\\/]v5-patch-for-react-19)[\\/]/.test(id)) return 'start-shell-antd';
  if (/node_modules[\\/](@ant-design|@rc-component|rc-[^\\/]+)[\\/]/.test(id)) return 'start-shell-rc';
  return 'start-shell-libraries';
};

function startChunkGroups() {
  const imports = new Map<string, string[]>();
  const src = (file: string) => path.resolve(file);
  const barrel = /node_modules[\\/](antd[\\/]es[\\/]index\.js|@ant-design[\\/]icons[\\/]es[\\/]index\.js)$/;
  const reach = (roots: string[], without: Set<string>) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || without.has(id) || barrel.test(id)) return;
      seen.add(id);
      for (const next of imports.get(id) ?? []) visit(next);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const shellRoots = ['src/full-app.tsx', 'src/shell/portal-layout.tsx'].map(src);
  const catalogRoot = src('src/pages/catalog/list-page.tsx');
  const homeRoot = src('src/pages/home/index.tsx');
  let groups: Map<string, string> | undefined;
  const groupOf = (id: string) => {
    if (!groups) {
      const light = reach(
        ['src/main.tsx', 'src/pages/login/light-entry.tsx', 'src/pages/catalog/light/entry.tsx', 'src/shell/refine-first.ts'].map(src),
        new Set(),
      );
      const shell = reach(shellRoots, light);
      const taken = new Set([...light, ...shell]);
      const catalog = reach([catalogRoot], taken);
      const home = reach([homeRoot], taken);
      groups = new Map();
      for (const id of shell) groups.set(id, shellPart(id));
      for (const id of catalog) groups.set(id, home.has(id) ? 'start-pages' : 'start-catalog');
      for (const id of home) if (!catalog.has(id)) groups.set(id, 'start-home');
      for (const root of [...shellRoots, catalogRoot, homeRoot]) groups.delete(root);
    }
    return groups.get(id);
  };
  const plugin: Plugin = {
    name: 'start-chunks',
    apply: 'build',
    moduleParsed: (info) => {
      const later = new Set(info.dynamicallyImportedIds);
      imports.set(
        info.id,
        info.importedIds.filter((id) => !later.has(id)),
      );
    },
  };
  return { plugin, groupOf };
}
const start = startChunkGroups();

const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 },
  // The sign-in page has no router; every page after it has.
  { name: 'vendor-router', test: /node_modules[\\/]react-router[\\/]/, priority: 4 },
  { name: 'vendor-refine', test: refineCore, priority: 3 },
  { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial' as const], priority: 2 },
  {
    name: (id: string) => start.groupOf(id) ?? null,
    test: (id: string) => start.groupOf(id) !== undefined,
    priority: 2,
    debugName: 'start',
    // The groups are closed under static imports already but for what the light pages load, which stays out.
    includeDependenciesRecursively: false,
  },
  // The charts' library is large: its renderer in a file of its own, loaded in parallel on the pages that draw charts.
  { name: 'zrender', test: /node_modules[\\/]zrender[\\/]/, priority: 1 },
];

/**
 * refine's GraphQL data provider and graphql-tag use two functions of graphql-js (visit, parse): the browser's
 * first page takes them from @0no-co/graphql.web (urql's own, already loaded) instead of the whole of graphql-js.
 * The admin pages that need more of graphql-js (getOperationAST) still import it themselves.
 */
function lightGraphql(): Plugin {
  const users = /node_modules[\\/](@refinedev[\\/]graphql|graphql-tag)[\\/]/;
  return {
    name: 'light-graphql',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'graphql' || !importer || !users.test(importer)) return null;
      return this.resolve('@0no-co/graphql.web', importer, { skipSelf: true });
    },
  };
}

/**
 * antd makes each component's CSS in the browser the first time it renders: on the catalogue's first screen that
 * is a few hundred milliseconds of a phone's main thread. The build makes it once instead (scripts/antd-styles.ts,
 * in the portal's theme) as a CSS file the app loads with its chunk, whose map tells antd which styles are there
 * already. Components in another theme (the side menu's) still make theirs at runtime. The dev server skips it: its
 * class names differ from the build's.
 */
function antdStyles(): Plugin {
  const id = 'virtual:antd-styles.css';
  let build = false;
  return {
    name: 'antd-styles',
    configResolved: (config) => {
      build = config.command === 'build';
    },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      if (!build) return '';
      return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/antd-styles.ts'], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, NODE_ENV: 'production' },
      });
    },
  };
}

/**
 * The app's start (its own chunk, the signed-in layout, the catalogue list) loads under a light first page or beside
 * a loading frame. Vite would put a <link rel=modulepreload> into the head for each of the ~90 files these import,
 * all in one task: on a phone that task blocked input for a quarter of a second, and the links' downloads raced the
 * light page's pictures. Without them the browser fetches the files as it reads their imports; measured on the
 * phone profile the app is ready as early as with them. Chunks of pages opened later keep their preloads.
 */
const startChunks = /(^|\/)(full-app|portal-layout|list-page)-[\w-]+\.js$/;
const startChunksUnlisted = (filename: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
  hostType === 'js' && startChunks.test(filename) ? [] : deps;

/**
 * Every compressible file of the build also written compressed beside it, as brotli and gzip (level 9):
 * the server sends the one the browser takes (api/http/static.ts) instead of compressing the same bytes again on each
 * request at a faster, weaker level. Brotli carries the app's start in about 14% fewer bytes than gzip.
 */
function precompressed(): Plugin {
  let outDir = 'dist';
  const compressible = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'precompressed',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => compressible.test(f));
      await Promise.all(
        files.map(async (file) => {
          const at = path.join(outDir, file);
          const bytes = await readFile(at);
          // Below about a packet, compression saves nothing worth a second file.
          if (bytes.length < 1400) return;
          // Quality 10: within 2% of the strongest level (11) in well under half its time.
          const params = { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length };
          await writeFile(`${at}.br`, await brotli(bytes, { params }));
          await writeFile(`${at}.gz`, await gzipped(bytes, { level: 9 }));
        }),
      );
    },
  };
}

// A CommonJS library that only defines things when loaded: refine's CSV export imports papaparse, and pages that
// never export do not carry it.
const sideEffectFree = /node_modules[\\/]papaparse[\\/]/;

export default defineConfig({
  plugins: [react(), localeTexts(), lightGraphql(), antdStyles(), directLibraryImports(), start.plugin, precompressed()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the bundle budget test reads which files each page loads.
    manifest: true,
    modulePreload: { resolveDependencies: startChunksUnlisted },
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => !sideEffectFree.test(id) },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((p) => [p, toApi])),
  },
  preview: { port: 4173 },
});
