import type { Transaction } from 'kysely';
import type { DB } from '../types.ts';

/** Shops that asked on the Indonesian portal to become dealers, one of them already called, so the admin list has work. */
const INQUIRIES = [
  {
    custName: 'Toko Sepeda Sumber Rejeki',
    city: 'Surabaya',
    state: 'Jawa Timur',
    email: 'rejeki.sepeda@example.co.id',
    phone: '8133100421',
    reason: 'Our customers ask for road and gravel bikes we cannot get today.',
    goal: 'Carry the full city and gravel range from next season.',
    daysAgo: 1,
    status: 'new',
  },
  {
    custName: 'Gowes Bike Shop',
    city: 'Bandung',
    state: 'Jawa Barat',
    email: 'halo@gowesbikeshop.example',
    phone: '8222010377',
    reason: 'We run weekend rides and repair bikes of your brand every week.',
    goal: 'Become the service point for Bandung.',
    daysAgo: 4,
    status: 'contacted',
    note: 'Called the owner; visit planned with the area salesman.',
  },
  {
    custName: 'Bali Rental Cycles',
    city: 'Denpasar',
    state: 'Bali',
    email: 'rent@balirentalcycles.example',
    phone: '8613300987',
    reason: 'We rent bikes to tourists and want a fleet of one brand.',
    goal: 'Buy forty e-bikes a year.',
    daysAgo: 9,
    status: 'declined',
    note: 'Rental fleets are served by the fleet team, not as a dealer.',
  },
] as const;

export async function seedInquiries(tx: Transaction<DB>, now = new Date()) {
  const admin = await tx.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  for (const i of INQUIRIES) {
    const city = await tx
      .selectFrom('cities')
      .select('id')
      .where('countryId', '=', 'ID')
      .where('description', '=', i.city)
      .executeTakeFirstOrThrow();
    const createdAt = new Date(now.getTime() - i.daysAgo * 86_400_000).toISOString();
    const handled = i.status !== 'new';
    await tx
      .insertInto('customerInquiries')
      .values({
        host: 'localhost',
        sorg: '1000',
        reason: i.reason,
        goal: i.goal,
        custName: i.custName,
        custAddress: `Jl. Merdeka No. ${i.daysAgo + 10}`,
        custState: i.state,
        custCountry: 'ID',
        custCityId: city.id,
        custEmail: i.email,
        custPhone: i.phone,
        custPostalCode: null,
        custWeb: null,
        language: 'id-id',
        status: i.status,
        createdAt,
        handledBy: handled ? (admin?.id ?? null) : null,
        handledAt: handled ? new Date(now.getTime() - 86_400_000).toISOString() : null,
        note: 'note' in i ? i.note : null,
      })
      .execute();
  }
}
