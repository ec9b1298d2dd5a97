import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage, storageFor } from '../../api/adapters/storage/index.ts';
import { type BackupShelf, backupPortal, fetchBackup, listBackups, restorePortal } from '../../api/db/backup.ts';
import { openDatabase } from '../../api/db/index.ts';
import { DEMO_PASSWORD } from '../../api/db/seed/index.ts';
import { orderableArticle } from './orderable.ts';
import { type PortalFiles, preparePortalFiles, ServerProcess, stopEverything } from './server-processes.ts';
import { testDatabaseUrl } from './test-database.ts';
import { testObjectStorage } from './test-storage.ts';

type Json = Record<string, any>;

// A backup taken while dealers check out on a running node, restored into an empty DATA_DIR and database: every order,
// invoice, claim and file there before the backup is there after it, and the restored portal serves. Three backups and
// two node starts: longer than a request-sized test may take on a busy machine.
let files: PortalFiles | null = null;
let node: ServerProcess;
let restored: ServerProcess | null = null;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
const cleanups: (() => Promise<void>)[] = [];
beforeAll(async () => {
  files = await preparePortalFiles();
  node = await ServerProcess.start(files);
}, 120_000);
afterAll(async () => {
  await restored?.kill('SIGKILL');
  for (const clean of cleanups) await clean();
  await stopEverything(files);
  fs.rmSync(scratch, { recursive: true, force: true });
});

const CART = `mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status description } } }`;
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) { message { status description } orders { orderNo } } }`;

const idsOf = async (db: PortalFiles['db'], table: 'orders' | 'invoices' | 'claims' | 'files') =>
  (await db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);

describe('a backup while the portal serves', () => {
  it('restores into an empty portal with every order, invoice, claim and file, and the portal serves again', async () => {
    const { db } = files!;
    const signIn = node.postInTwoParts('/login', JSON.stringify({ username: 'dealer', password: DEMO_PASSWORD }));
    signIn.finish();
    const { requestToken } = JSON.parse((await signIn.answer).text) as { requestToken: string };
    const customer = await db
      .selectFrom('users as u')
      .innerJoin('customers as c', 'c.id', 'u.customerId')
      .select(['c.id', 'c.codeR3'])
      .where('u.username', '=', 'dealer')
      .executeTakeFirstOrThrow();
    const shipTo = (
      await db.selectFrom('shipTos').select('code').where('customerId', '=', customer.id).orderBy('code').executeTakeFirstOrThrow()
    ).code;
    const article = await orderableArticle(db, 'PAA');
    // Orders go on for as long as three backups take (longer on object storage): credit and stock for all of them.
    await db
      .updateTable('creditInformation')
      .set((eb) => ({ creditLimit: eb('creditLimit', '+', 1_000_000_000_000) }))
      .where('customerId', '=', customer.id)
      .execute();
    await db.updateTable('stock').set({ available: 1_000_000 }).where('articleId', '=', article.id).execute();

    /** One order through cart and checkout, as the dealer places it. */
    const order = async (n: number) => {
      const cart = JSON.parse(
        (
          await node.graphql(
            CART,
            { p: [{ custCode: customer.codeR3, articleCode: article.articleCode, sorg: '1000', qty: 1, uom: article.uom }] },
            requestToken,
          )
        ).text,
      ) as Json;
      expect(cart.data.updateProductsInCart.message.status, JSON.stringify(cart)).toBe(true);
      const placed = JSON.parse(
        (await node.graphql(CHECKOUT, { input: { idempotencyKey: `backup-${n}`, shipTo, shipment: 'REG', payment: 'TERM' } }, requestToken))
          .text,
      ) as Json;
      expect(placed.data.checkout.message.status, JSON.stringify(placed)).toBe(true);
    };
    await order(0);
    const before = {
      orders: await idsOf(db, 'orders'),
      invoices: await idsOf(db, 'invoices'),
      claims: await idsOf(db, 'claims'),
      files: await idsOf(db, 'files'),
    };
    expect(before.orders.length).toBeGreaterThan(0);
    expect(before.files.length).toBeGreaterThan(0);

    // Checkouts go on while the backup is taken; three backups keep the newest two. On object storage (the run's
    // S3_* variables) the backups go to the bucket too, beside the portal's files.
    const shelf: BackupShelf = files!.objectStorage
      ? { storage: s3Storage(files!.objectStorage, 'backups') }
      : { folder: path.join(scratch, 'backups') };
    let stop = false;
    const placing = (async () => {
      for (let n = 1; !stop; n++) await order(n);
    })();
    const place = { dataDir: files!.dataDir, databaseUrl: files!.databaseUrl, storage: storageFor(files!) };
    try {
      for (let i = 0; i < 3; i++) await backupPortal(place, shelf, 2);
    } finally {
      stop = true;
      await placing;
    }
    const kept = await listBackups(shelf);
    expect(kept).toHaveLength(2);
    const backup = 'folder' in shelf ? path.join(shelf.folder, kept[1]) : await fetchBackup(shelf, kept[1]);
    if ('storage' in shelf) cleanups.push(async () => fs.rmSync(backup, { recursive: true, force: true }));

    // An empty DATA_DIR and database: the restore brings everything back.
    const dataDir = path.join(scratch, 'restored');
    fs.mkdirSync(dataDir);
    const database = await testDatabaseUrl(dataDir);
    cleanups.push(database.drop);
    const objectStorage = files!.objectStorage && testObjectStorage();
    const restoredPlace = { dataDir, databaseUrl: database.url, storage: storageFor({ dataDir, objectStorage }) };
    const manifest = await restorePortal(restoredPlace, backup);
    expect(manifest.files).toBeGreaterThan(0);
    // A portal with a database already is left alone unless told to replace it.
    if (!/^postgres/.test(database.url)) await expect(restorePortal(restoredPlace, backup)).rejects.toThrow(/--replace/);

    const copy = await openDatabase(database.url);
    try {
      for (const table of ['orders', 'invoices', 'claims', 'files'] as const)
        expect(await idsOf(copy, table), table).toEqual(expect.arrayContaining(before[table]));
      // Every file the copy names has its bytes in the restored portal's storage.
      const keys = await copy.selectFrom('files').select('oriKey').execute();
      for (const { oriKey } of keys) expect(await restoredPlace.storage.get(oriKey), oriKey).not.toBeNull();
    } finally {
      await copy.destroy();
    }

    // The restored portal serves, and a session of before the backup still holds (its secret came back with it).
    restored = await ServerProcess.start({ ...files!, dataDir, databaseUrl: database.url, objectStorage });
    expect((await restored.get('/readyz')).status).toBe(200);
    const me = JSON.parse((await restored.graphql('{ me { username } }', {}, requestToken)).text) as Json;
    expect(me.data?.me.username, JSON.stringify(me)).toBe('dealer');
  }, 120_000);
});
