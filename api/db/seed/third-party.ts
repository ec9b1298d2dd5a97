import type { Transaction } from 'kysely';
import { type OrderLineStatus, thirdPartyOrderNo } from '../../../src/rules/third-party.ts';
import type { DB } from '../types.ts';
import { REFERENCE_DATE } from './random.ts';

/**
 * Third-party vendors of the demo (spec 3 §3 Third-party product and order): two in Indonesia, one in Europe, each
 * with a login of its own (customer-vendor, linked to the vendor; the demo `vendor` login acts for the first too, so
 * every vendor login's article maintenance has a vendor), products some of which are sold out, and a few orders of
 * the demo dealers in every status.
 */

type Tx = Transaction<DB>;

interface VendorSeed {
  code: string;
  login: string;
  userName: string;
  name: string;
  email: string;
  address: string;
  city: string;
  sorg: string;
  currency: string;
  /** Demo logins of other roles that act for this vendor too (the customer-vendor dealer that sells through it). */
  alsoLinked?: string[];
  /** [articleCode, name, description, salesUnit, uomConverter, price in minor units, stock] */
  products: [string, string, string, string, number, number, number][];
}

export const vendorSeeds: VendorSeed[] = [
  {
    code: 'V-ID-01',
    login: 'vendor-id',
    userName: 'Agus Prasetyo',
    name: 'CV Ban Sejahtera',
    email: 'order@bansejahtera.co.id',
    address: 'Jl. Raya Industri No. 18',
    city: 'Bekasi',
    sorg: '1000',
    currency: 'IDR',
    alsoLinked: ['vendor'],
    products: [
      ['BS-TUBE-2612', 'Inner tube 26 x 1.95-2.125', 'Butyl tube, presta valve 48 mm', 'BOX', 10, 250_000, 140],
      ['BS-TUBE-2718', 'Inner tube 27.5 x 1.75-2.4', 'Butyl tube, schrader valve', 'BOX', 10, 275_000, 96],
      ['BS-TYRE-7002', 'City tyre 700 x 38C reflective', 'Puncture belt, reflective sidewall', 'PC', 1, 185_000, 60],
      ['BS-TYRE-2920', 'MTB tyre 29 x 2.20 tubeless ready', 'Dual compound, folding bead', 'PC', 1, 420_000, 0],
      ['BS-PATCH-48', 'Patch kit, 48 patches', 'Workshop refill with glue', 'BOX', 1, 95_000, 35],
      ['BS-RIM-TAPE', 'Rim tape 29 x 25 mm, roll', 'Tubeless rim tape, 10 m', 'ROLL', 1, 120_000, 0],
    ],
  },
  {
    code: 'V-ID-02',
    login: 'vendor-id2',
    userName: 'Maya Kusuma',
    name: 'PT Helm Garuda',
    email: 'sales@helmgaruda.co.id',
    address: 'Kawasan Industri Pulogadung Blok C-7',
    city: 'Jakarta Timur',
    sorg: '1000',
    currency: 'IDR',
    products: [
      ['HG-URBAN-M', 'Urban helmet, size M', 'In-mould shell, rear light', 'PC', 1, 450_000, 24],
      ['HG-URBAN-L', 'Urban helmet, size L', 'In-mould shell, rear light', 'PC', 1, 450_000, 3],
      ['HG-KIDS-S', 'Kids helmet, size S', 'Adjustable fit, bright colours', 'PC', 1, 275_000, 40],
      ['HG-MTB-M', 'Trail helmet, size M', 'Extended rear coverage, visor', 'PC', 1, 890_000, 0],
    ],
  },
  {
    code: 'V-EU-01',
    login: 'vendor-eu',
    userName: 'Jana Becker',
    name: 'Velotaschen GmbH',
    email: 'handel@velotaschen.de',
    address: 'Hafenstraße 12',
    city: 'Bremen',
    sorg: '4000',
    currency: 'EUR',
    products: [
      ['VT-PAN-20', 'Pannier 20 l, waterproof', 'Roll closure, quick-mount hooks', 'PC', 1, 6_490, 30],
      ['VT-PAN-PAIR', 'Pannier pair 2 x 20 l', 'Roll closure, reflective', 'PAIR', 1, 11_990, 12],
      ['VT-FRAME-3', 'Frame bag 3 l', 'Velcro straps, fits most frames', 'PC', 1, 3_490, 0],
      ['VT-BAR-8', 'Handlebar bag 8 l', 'With map pocket', 'PC', 1, 5_290, 8],
    ],
  },
];

/** Demo orders: [dealer login, vendor code, days before the reference date, [articleCode, qty, status][]] */
const orderSeeds: [string, string, number, [string, number, OrderLineStatus][]][] = [
  [
    'dealer',
    'V-ID-01',
    20,
    [
      ['BS-TUBE-2612', 2, 'delivered'],
      ['BS-TYRE-7002', 6, 'delivered'],
    ],
  ],
  [
    'dealer',
    'V-ID-01',
    6,
    [
      ['BS-PATCH-48', 3, 'shipped'],
      ['BS-TUBE-2718', 1, 'confirmed'],
    ],
  ],
  [
    'dealer',
    'V-ID-02',
    3,
    [
      ['HG-URBAN-M', 4, 'ordered'],
      ['HG-KIDS-S', 5, 'cancelled'],
    ],
  ],
  ['dealer2', 'V-ID-02', 2, [['HG-URBAN-M', 2, 'confirmed']]],
  [
    'dealer-eu',
    'V-EU-01',
    5,
    [
      ['VT-PAN-20', 2, 'shipped'],
      ['VT-BAR-8', 1, 'ordered'],
    ],
  ],
];

const dayBefore = (days: number) => new Date(Date.parse(REFERENCE_DATE) - days * 86_400_000).toISOString();

export async function seedThirdParty(tx: Tx, passwordHash: string): Promise<void> {
  const role = await tx.selectFrom('roles').select('id').where('name', '=', 'customer-vendor').executeTakeFirstOrThrow();
  let orderCount = 0;
  for (const v of vendorSeeds) {
    const { id: vendorId } = await tx
      .insertInto('thirdPartyVendors')
      .values({
        code: v.code,
        name: v.name,
        email: v.email,
        address: v.address,
        city: v.city,
        sorg: v.sorg,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: userId } = await tx
      .insertInto('users')
      .values({
        username: v.login,
        name: v.userName,
        email: `${v.login}@${v.email.split('@')[1]}`,
        passwordHash,
        language: v.sorg === '4000' ? 'de' : 'en-us',
        limitation: null,
        customerId: null,
        groupRoleId: null,
        createdAt: REFERENCE_DATE,
        deletedAt: null,
        phone: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.insertInto('userRoles').values({ userId, roleId: role.id }).execute();
    await tx.insertInto('thirdPartyVendorUsers').values({ userId, vendorId }).execute();
    for (const login of v.alsoLinked ?? []) {
      const user = await tx.selectFrom('users').select('id').where('username', '=', login).executeTakeFirst();
      if (user) await tx.insertInto('thirdPartyVendorUsers').values({ userId: user.id, vendorId }).execute();
    }
    await tx
      .insertInto('thirdPartyProducts')
      .values(
        v.products.map(([articleCode, name, description, salesUnit, uomConverter, price, stock], i) => ({
          vendorId,
          articleCode,
          name,
          description,
          salesUnit,
          uomConverter,
          price,
          currency: v.currency,
          stock,
          imageUrl: null,
          displayOrder: (i + 1) * 10,
          newArrivalFrom: i === 0 ? '2026-10-15' : null,
          newArrivalTo: i === 0 ? '2026-12-31' : null,
          newArrivalActive: i === 0 ? 1 : 0,
          updatedAt: REFERENCE_DATE,
        })),
      )
      .execute();

    for (const [login, code, days, lines] of orderSeeds.filter(([, c]) => c === v.code)) {
      const dealer = await tx.selectFrom('users').select('customerId').where('username', '=', login).executeTakeFirst();
      if (!dealer?.customerId) continue;
      const shipTo = await tx
        .selectFrom('shipTos')
        .selectAll()
        .where('customerId', '=', dealer.customerId)
        .orderBy('code')
        .executeTakeFirst();
      if (!shipTo) continue;
      const products = await tx.selectFrom('thirdPartyProducts').selectAll().where('vendorId', '=', vendorId).execute();
      const rows = lines.map(([articleCode, qty, status]) => {
        const p = products.find((x) => x.articleCode === articleCode)!;
        return {
          productId: p.id,
          articleCode,
          name: p.name,
          qty,
          price: p.price,
          subtotal: p.price * qty,
          salesUnit: p.salesUnit,
          notes: null,
          status,
        };
      });
      const at = dayBefore(days);
      const { id: orderId } = await tx
        .insertInto('thirdPartyOrders')
        .values({
          orderNo: thirdPartyOrderNo(v.sorg, ++orderCount),
          vendorId,
          customerId: dealer.customerId,
          shipToCode: shipTo.code,
          address: `${shipTo.name}, ${shipTo.address}, ${shipTo.city}`,
          reqDeliveryDate: dayBefore(days - 7).slice(0, 10),
          notes: code === 'V-ID-01' && days === 6 ? 'Please deliver before the weekend service day.' : null,
          totalOrder: rows.reduce((sum, r) => sum + r.subtotal, 0),
          currency: v.currency,
          idempotencyKey: `seed-${orderCount}`,
          createdAt: at,
          createdBy: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('thirdPartyOrderLines')
        .values(rows.map((r) => ({ ...r, orderId, updatedAt: at })))
        .execute();
    }
  }
}
