import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

/** `npm start`: builds the app when dist/ is missing or older than its sources, then runs the server. */
const sources = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const builtAt = fs.existsSync('dist/index.html') ? fs.statSync('dist/index.html').mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newest))) {
  console.log('Building the app...');
  await build({ logLevel: 'warn' });
}
await import('../api/server.ts');
