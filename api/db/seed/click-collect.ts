import type { Transaction } from 'kysely';
import { writeConsumerOrder } from '../../click-collect/public.ts';
import type { DB } from '../types.ts';

const HOUR = 3_600_000;

// Consumers who ordered online to collect at a demo dealer, one story per status the list shows first.
// [login, consumer, email, phone, language, status, hours ago, articles as [position in the market's range, qty, choice]]
type Story = [
  string,
  string,
  string,
  string,
  string,
  'need_confirmation' | 'open' | 'ready_to_pickup' | 'complete',
  number,
  [number, number, 'order_to_hq' | 'ready_to_pickup' | null][],
];
const STORIES: Story[] = [
  [
    'dealer',
    'Siti Rahmawati',
    'siti.rahmawati@example.com',
    '081234567801',
    'id-id',
    'need_confirmation',
    3,
    [
      [0, 1, null],
      [7, 2, null],
    ],
  ],
  ['dealer', 'Andi Wijaya', 'andi.wijaya@example.com', '081234567802', 'en-id', 'need_confirmation', 20, [[3, 1, null]]],
  [
    'dealer',
    'Dewi Lestari',
    'dewi.lestari@example.com',
    '081234567803',
    'id-id',
    'open',
    30,
    [
      [5, 1, 'ready_to_pickup'],
      [9, 1, null],
    ],
  ],
  ['dealer', 'Rudi Hartono', 'rudi.hartono@example.com', '081234567804', 'id-id', 'ready_to_pickup', 52, [[2, 1, 'ready_to_pickup']]],
  [
    'dealer',
    'Maya Sari',
    'maya.sari@example.com',
    '081234567805',
    'en-id',
    'complete',
    150,
    [
      [4, 1, 'ready_to_pickup'],
      [11, 3, 'ready_to_pickup'],
    ],
  ],
  ['dealer2', 'Budi Gunawan', 'budi.gunawan@example.com', '081234567806', 'id-id', 'need_confirmation', 6, [[1, 1, null]]],
  ['dealer-us', 'Emily Carter', 'emily.carter@example.com', '5035550101', 'en-us', 'need_confirmation', 8, [[0, 1, null]]],
  ['dealer-eu', 'Jonas Becker', 'jonas.becker@example.com', '015112345678', 'de', 'open', 26, [[2, 1, null]]],
];

/** Writes the demo consumer orders for the demo dealers (every size: a handful). */
export async function seedClickCollect(tx: Transaction<DB>, now = new Date()) {
  for (const [login, name, email, phone, language, status, hoursAgo, lines] of STORIES) {
    const user = await tx.selectFrom('users').select(['id', 'customerId']).where('username', '=', login).executeTakeFirst();
    if (!user?.customerId) continue;
    const area = await tx
      .selectFrom('customerAreas as ca')
      .innerJoin('salesOrganisations as so', 'so.sorg', 'ca.sorg')
      .select(['ca.sorg', 'so.currency'])
      .where('ca.customerId', '=', user.customerId)
      .orderBy('ca.id')
      .executeTakeFirst();
    if (!area) continue;
    const range = await tx
      .selectFrom('articles')
      .select(['id', 'articleCode', 'name', 'retailPrice'])
      .where('sorg', '=', area.sorg)
      .orderBy('id')
      .limit(12)
      .execute();
    const picked = lines.filter(([at]) => range[at]);
    if (!picked.length) continue;
    const at = new Date(now.getTime() - hoursAgo * HOUR).toISOString();
    const { id } = await writeConsumerOrder(tx, {
      sorg: area.sorg,
      customerId: user.customerId,
      name,
      email,
      phone,
      language,
      currency: area.currency,
      createdAt: at,
      status: status === 'need_confirmation' ? 'need_confirmation' : 'open',
      articles: picked.map(([n, qty]) => ({
        articleId: range[n]!.id,
        articleCode: range[n]!.articleCode,
        name: range[n]!.name,
        qty,
        price: Number(range[n]!.retailPrice),
      })),
    });
    const articleIds = await tx.selectFrom('clickCollectArticles').select('id').where('orderId', '=', id).orderBy('id').execute();
    for (const [i, [, , choice]] of picked.entries()) {
      await tx.updateTable('clickCollectArticles').set({ choice }).where('id', '=', articleIds[i]!.id).execute();
    }
    if (status === 'ready_to_pickup' || status === 'complete') {
      const later = new Date(now.getTime() - (hoursAgo - 4) * HOUR).toISOString();
      await tx
        .updateTable('clickCollectOrders')
        .set({ status, submittedAt: later, submittedBy: user.id, readyMailedAt: later, updatedAt: later })
        .where('id', '=', id)
        .execute();
    }
  }
}
