import { inWriteTransaction } from '../../../api/db/write-transaction.ts';
import { e2eDb, uniqueTag } from './database.ts';
import { copyLogin, type MadeLogin } from './logins.ts';

/** A third-party vendor as a spec made it: its login, its id and the name dealers see it by. */
export interface MadeVendor extends MadeLogin {
  vendorId: number;
  name: string;
}

/**
 * A third-party vendor of its own in a market (the Indonesian one by default), with one login that maintains its
 * products, shaped like `vendor-id`'s. Its products are the spec's alone; dealers of the market see them in the
 * catalogue, after the seeded vendors' (the catalogue sorts by vendor name).
 */
export async function newVendor(sorg = '1000'): Promise<MadeVendor> {
  const db = await e2eDb();
  return inWriteTransaction(db, async (tx) => {
    const tag = uniqueTag();
    const name = `Toko Aksesori ${tag}`;
    const { id: vendorId } = await tx
      .insertInto('thirdPartyVendors')
      .values({
        code: `V-${tag}`,
        name,
        email: `order-${tag.toLowerCase()}@example.com`,
        address: 'Jl. Asia Afrika 8',
        city: 'Bandung',
        sorg,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const login = await copyLogin(tx, 'vendor-id');
    await tx.insertInto('thirdPartyVendorUsers').values({ userId: login.userId, vendorId }).execute();
    return { ...login, vendorId, name };
  });
}
