import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface Env {
  mode: 'production' | 'development' | 'test';
  port: number;
  dataDir: string;
  databaseUrl: string;
  seedSize: 'small' | 'demo' | 'large';
  /** HMAC key of the access tokens; every API node of one portal must share it. */
  tokenSecret: string;
  /** Behind a proxy we trust, X-Forwarded-Host and X-Forwarded-For name the real host and client. */
  trustProxy: boolean;
  /** Where the built app lives; absent in API-only runs. */
  distDir: string;
  /**
   * VAPID keys of web push, shared by every API node of one portal (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY); null lets
   * a single node make its own at first start (api/adapters/push).
   */
  pushKeys: { publicKey: string; privateKey: string } | null;
  /** Who push services contact about this portal's messages: a mailto: or https: address. */
  pushSubject: string;
  /**
   * Per user on /graphql (api/http/fair-share.ts): GRAPHQL_RUNNING_PER_USER, GRAPHQL_WAITING_PER_USER and
   * GRAPHQL_REQUESTS_PER_MINUTE (counted per API node). Absent: the defaults there.
   */
  graphqlFairShare?: { running: number; waiting: number; perMinute: number };
  /** The payment webhook refuses events created longer ago than this (PAYMENT_WEBHOOK_MAX_AGE_SECONDS, default 3600). */
  paymentWebhookMaxAgeSeconds?: number;
  /**
   * How many MB one user may upload in any 24 hours (api/files/volume.ts): UPLOAD_DAILY_MB_DEALER for dealer accounts,
   * UPLOAD_DAILY_MB_STAFF for staff. Absent: the defaults there.
   */
  uploadDailyMb?: { dealer: number; staff: number };
  /** Threads for heavy reads of a SQLite database (api/db/read-pool.ts, READ_WORKERS, default 2; 0 = none). */
  readWorkers?: number;
  /**
   * On SIGTERM the node answers /readyz with 503 and goes on serving for this long before it closes its listener, so
   * a balancer stops sending it requests first (DRAIN_SECONDS, default 5; 0 closes at once, as SIGINT always does).
   */
  drainSeconds?: number;
  /**
   * Uploads, renditions, reports and backups in an S3-compatible bucket instead of DATA_DIR (S3_BUCKET turns it on):
   * what several API nodes share instead of one folder. Absent: the local folder.
   */
  objectStorage?: ObjectStorageSettings;
  /** The client addresses GET /metrics answers (METRICS_ALLOW, comma-separated; default the loopback addresses). */
  metricsAllow?: string[];
}

/** Where an S3-compatible bucket is and how to sign in to it (S3_* variables; README "Several API nodes"). */
export interface ObjectStorageSettings {
  bucket: string;
  /** Another store than AWS (MinIO, Ceph, R2, ...): its address (S3_ENDPOINT). */
  endpoint?: string;
  region: string;
  /** Put before every key, so several portals may share a bucket (S3_PREFIX, e.g. `portal-eu/`). */
  prefix: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; absent, the AWS SDK's own chain (AWS_* variables, an instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path, not the host name (S3_FORCE_PATH_STYLE; default on with S3_ENDPOINT, as most stores want). */
  forcePathStyle: boolean;
}

/** The S3_* settings, or none when S3_BUCKET is not set. */
export function objectStorageOf(vars: NodeJS.ProcessEnv): ObjectStorageSettings | undefined {
  const bucket = vars.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const prefix = vars.S3_PREFIX ?? '';
  if (prefix && !/^[A-Za-z0-9][A-Za-z0-9._/-]*\/$/.test(prefix)) throw new Error(`S3_PREFIX must be a path ending in '/', not ${prefix}`);
  const pathStyle = vars.S3_FORCE_PATH_STYLE;
  return {
    bucket,
    endpoint: vars.S3_ENDPOINT || undefined,
    region: vars.S3_REGION || vars.AWS_REGION || 'us-east-1',
    prefix,
    accessKeyId: vars.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: vars.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: pathStyle === undefined || pathStyle === '' ? !!vars.S3_ENDPOINT : pathStyle === '1' || pathStyle === 'true',
  };
}

/** Reads the process environment once; defaults make `npm start` work on a fresh machine. */
export function readEnv(vars: NodeJS.ProcessEnv = process.env): Env {
  const dataDir = path.resolve(vars.DATA_DIR ?? 'data/runtime');
  const size = vars.SEED_SIZE ?? 'demo';
  if (size !== 'small' && size !== 'demo' && size !== 'large') throw new Error(`SEED_SIZE must be small, demo or large, not ${size}`);
  return {
    mode: vars.NODE_ENV === 'development' ? 'development' : vars.NODE_ENV === 'test' ? 'test' : 'production',
    port: Number(vars.PORT ?? 3000),
    dataDir,
    databaseUrl: vars.DATABASE_URL ?? path.join(dataDir, 'portal.sqlite'),
    seedSize: size,
    tokenSecret: vars.TOKEN_SECRET ?? localSecret(dataDir),
    trustProxy: vars.TRUST_PROXY === '1' || vars.TRUST_PROXY === 'true',
    distDir: path.resolve(vars.DIST_DIR ?? 'dist'),
    pushKeys:
      vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY } : null,
    pushSubject: vars.VAPID_SUBJECT ?? 'mailto:dealer.support@sepedanusantara.co.id',
    graphqlFairShare: {
      running: positive(vars, 'GRAPHQL_RUNNING_PER_USER', 2),
      waiting: positive(vars, 'GRAPHQL_WAITING_PER_USER', 14, 0),
      perMinute: positive(vars, 'GRAPHQL_REQUESTS_PER_MINUTE', 1200),
    },
    paymentWebhookMaxAgeSeconds: positive(vars, 'PAYMENT_WEBHOOK_MAX_AGE_SECONDS', 3600),
    uploadDailyMb: { dealer: positive(vars, 'UPLOAD_DAILY_MB_DEALER', 200), staff: positive(vars, 'UPLOAD_DAILY_MB_STAFF', 2048) },
    readWorkers: positive(vars, 'READ_WORKERS', 2, 0),
    drainSeconds: positive(vars, 'DRAIN_SECONDS', 5, 0),
    objectStorage: objectStorageOf(vars),
    metricsAllow: (vars.METRICS_ALLOW ?? '127.0.0.1,::1,::ffff:127.0.0.1')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  };
}

/** A whole number of at least `min` from the environment, or the default when unset. */
function positive(vars: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const value = vars[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}, not ${value}`);
  return n;
}

/** A single-node install keeps its token key beside its database, made at first start. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'token-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
