import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { FileStorage } from '../../api/files/storage.ts';
import { createApp } from '../../api/app.ts';
import type { Database } from '../../api/db/index.ts';
import { DEMO_PASSWORD } from '../../api/db/seed/index.ts';
import type { Env } from '../../api/env.ts';

const MB = 1024 * 1024;

/** The process's resident memory, and the part of it that is its own (not pages of files it reads, which the kernel can drop). */
function resident() {
  const status = fs.existsSync('/proc/self/status') ? fs.readFileSync('/proc/self/status', 'utf8') : '';
  const anonymous = Number(status.match(/RssAnon:\s+(\d+) kB/)?.[1] ?? Number.NaN) * 1024;
  return { rss: process.memoryUsage().rss, anonymous };
}

/**
 * A visit photo as large as the spec allows (about 95 MB, just under its 100 MB cap) sent through the raw
 * upload route by a sales rep: the body goes to disk, the type and renditions are read from there. The process's
 * resident memory (V8 and the image library alike) is sampled every few milliseconds while the upload runs; the figures
 * are the peaks it added over its start: all of it, and its own memory without the pages of the photo's file that the
 * image library maps while it reads (the kernel drops those when memory runs short). The photo is noise at full JPEG
 * quality, so it keeps its size.
 */
export async function benchPhotoUpload(db: Database, env: Env, storage: FileStorage, username = 'sales') {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-photo-')), 'shop.jpg');
  const side = 5800;
  await sharp({
    create: { width: side, height: side, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 90 } },
  })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toFile(file);
  const bytes = fs.statSync(file).size;

  const app = createApp({ db, env: { ...env, uploadDailyMb: { dealer: 10_000, staff: 10_000 } }, storage });
  const call = (p: string, init: RequestInit) => app.fetch(new Request(`http://localhost${p}`, init));
  const { requestToken } = (await (
    await call('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    })
  ).json()) as { requestToken: string };

  const start = resident();
  const peak = { ...start };
  const sampler = setInterval(() => {
    const now = resident();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.anonymous = Math.max(peak.anonymous, now.anonymous);
  }, 5);
  const began = performance.now();
  const answer = await call('/api/files/visit_photo', {
    method: 'POST',
    headers: { authorization: `Bearer ${requestToken}`, 'x-file-name': 'shop.jpg', 'content-length': String(bytes) },
    body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>,
    // @ts-expect-error Node's fetch needs it for a streamed body
    duplex: 'half',
  });
  const took = performance.now() - began;
  clearInterval(sampler);
  const body = (await answer.json()) as { message?: { status: boolean; description: string } };
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  if (!body.message?.status) throw new Error(`the photo was refused: ${JSON.stringify(body)}`);
  console.log(
    `\nvisit photo of ${(bytes / MB).toFixed(1)} MB (${side}x${side}): stored with its renditions in ${Math.round(took)} ms, ` +
      `peak resident memory added ${((peak.rss - start.rss) / MB).toFixed(1)} MB, of it the process's own ` +
      `(not the photo's file pages) ${((peak.anonymous - start.anonymous) / MB).toFixed(1)} MB`,
  );
}
