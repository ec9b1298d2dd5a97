import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Database } from '../../db/index.ts';
import type { Env } from '../../env.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const made = new Map<string, VapidKeys>();

/**
 * The portal's VAPID keys: from the environment when several nodes share them, else made once with web-push and
 * kept in DATA_DIR/vapid.json, so browsers stay subscribed across restarts.
 */
export function vapidKeys(env: Pick<Env, 'dataDir' | 'pushKeys'>): VapidKeys {
  if (env.pushKeys) return env.pushKeys;
  const file = path.join(env.dataDir, 'vapid.json');
  let keys = made.get(file);
  if (keys) return keys;
  if (fs.existsSync(file)) {
    keys = JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  } else {
    keys = webpush.generateVAPIDKeys();
    fs.mkdirSync(env.dataDir, { recursive: true });
    // Exclusive create: of two processes starting at once, the second reads what the first wrote.
    try {
      fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      keys = JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
    }
  }
  made.set(file, keys);
  return keys;
}

export type PushSender = typeof webpush.sendNotification;

/**
 * Sends one message to every browser a user subscribed. Subscriptions the push service reports gone (404, 410) are
 * deleted; answers how many browsers took the message.
 */
export async function pushToUser(
  db: Database,
  env: Pick<Env, 'dataDir' | 'pushKeys' | 'pushSubject'>,
  userId: number,
  payload: { title: string; body: string; url?: string },
  send: PushSender = webpush.sendNotification.bind(webpush),
): Promise<number> {
  const keys = vapidKeys(env);
  const subscriptions = await db
    .selectFrom('pushSubscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('userId', '=', userId)
    .execute();
  let delivered = 0;
  for (const s of subscriptions) {
    try {
      await send({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject: env.pushSubject, ...keys },
        TTL: 24 * 3600,
      });
      delivered++;
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) await db.deleteFrom('pushSubscriptions').where('id', '=', s.id).execute();
      else console.error(`Push to user ${userId} failed: ${String(err)}`);
    }
  }
  return delivered;
}
