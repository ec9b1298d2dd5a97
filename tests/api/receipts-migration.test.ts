import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migratorFor } from '../../api/db/migrate.ts';
import { startPortal } from './harness.ts';

/**
 * Migration 0039 moves payment receipts into the one upload path: each receipt row becomes a file owned by its order,
 * with its name, type, size, uploader, time and stored key; the table goes. Run on SQLite and PostgreSQL.
 */
const portal = await startPortal();
const db = portal.db;

describe('payment receipts as files (migration 0039)', () => {
  it('carries every receipt over as a file of its order and drops the table', async () => {
    const user = await db.selectFrom('users').select(['id', 'customerId']).where('username', '=', 'dealer').executeTakeFirstOrThrow();
    const order = await db
      .insertInto('orders')
      .values({
        orderNo: 'B2B-1000-RECEIPTS',
        seq: 0,
        customerId: user.customerId!,
        sorg: '1000',
        shipTo: 'RECEIPTS',
        shipmentMethod: 'REG',
        paymentMethod: 'BANK',
        requestDeliveryDate: null,
        poNumber: null,
        notes: null,
        status: 'awaiting_confirmation',
        linesTotal: 0,
        shipmentAmount: 0,
        total: 0,
        currency: 'IDR',
        createdBy: user.id,
        placedFor: user.id,
        createdAt: '2026-11-02T07:55:00.000Z',
        soNumber: null,
        custCode: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { error } = await migratorFor(db).migrateTo('0038_window_counters');
    expect(error).toBeUndefined();
    const before = db as unknown as Kysely<any>;
    await before
      .insertInto('payment_receipts')
      .values([
        {
          order_id: order.id,
          file_key: 'payment-receipts/a.pdf',
          file_name: 'transfer.pdf',
          content_type: 'application/pdf',
          size: 1200,
          uploaded_by: user.id,
          created_at: '2026-11-02T08:00:00.000Z',
        },
        {
          order_id: order.id,
          file_key: 'payment-receipts/b.jpg',
          file_name: 'scan.jpg',
          content_type: 'image/jpeg',
          size: 5400,
          uploaded_by: user.id,
          created_at: '2026-11-02T08:05:00.000Z',
        },
      ])
      .execute();

    await migrateToLatest(db);
    const files = await db
      .selectFrom('files')
      .select(['kind', 'contentType', 'fileName', 'fileTitle', 'size', 'oriKey', 'hiKey', 'ownerId', 'uploadedBy', 'createdAt'])
      .where('ownerType', '=', 'payment_receipt')
      .orderBy('id')
      .execute();
    expect(files.map((f) => ({ ...f, size: Number(f.size) }))).toEqual([
      {
        kind: 'document',
        contentType: 'application/pdf',
        fileName: 'transfer.pdf',
        fileTitle: 'transfer.pdf',
        size: 1200,
        oriKey: 'payment-receipts/a.pdf',
        hiKey: null,
        ownerId: order.id,
        uploadedBy: user.id,
        createdAt: '2026-11-02T08:00:00.000Z',
      },
      {
        kind: 'image',
        contentType: 'image/jpeg',
        fileName: 'scan.jpg',
        fileTitle: 'scan.jpg',
        size: 5400,
        oriKey: 'payment-receipts/b.jpg',
        hiKey: null,
        ownerId: order.id,
        uploadedBy: user.id,
        createdAt: '2026-11-02T08:05:00.000Z',
      },
    ]);
    await expect(before.selectFrom('payment_receipts').select('id').execute()).rejects.toThrow();
  });
});
