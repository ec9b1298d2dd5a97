/**
 * A throwaway S3-compatible server for the tests and `npm run cluster`: s3rver (from npm) on loopback at a free port,
 * one bucket in a temporary folder, removed when stopped. It runs in this process.
 *
 * As a command, `tsx scripts/throwaway-s3.ts <command...>` runs the command with S3_ENDPOINT, S3_BUCKET,
 * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY set to the server (so a portal started by it keeps its files there) and
 * stops the server when the command ends, with the command's exit code.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { runBeside } from './run-beside.ts';

export interface ThrowawayS3 {
  /** The S3_* variables that point a portal at it. */
  env: Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>;
  stop(): Promise<void>;
}

export async function startThrowawayS3(bucket = 'portal'): Promise<ThrowawayS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as AddressInfo;
  return {
    // s3rver's own keys: it checks signatures as S3 does.
    env: { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    stop: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main(command: string[]) {
  if (command.length === 0) throw new Error('usage: tsx scripts/throwaway-s3.ts <command...>');
  const s3 = await startThrowawayS3();
  await runBeside(command, s3.env, s3.stop);
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
