import type { Transaction } from 'kysely';
import type { DB } from '../types.ts';

type Kind = DB['visitFormOptions']['kind'];

// What a rep ticks on a store visit, per brand: the other mid-range brands a shop carries, the workshop equipment
// and how the brand is displayed. The code 'other' asks for a description on the form.
const OPTIONS: Record<'polygon' | 'wim', Record<Kind, [string, string][]>> = {
  polygon: {
    other_midrange: [
      ['united', 'United'],
      ['pacific', 'Pacific'],
      ['thrill', 'Thrill'],
      ['element', 'Element'],
      ['giant', 'Giant'],
      ['merida', 'Merida'],
      ['other', 'Other'],
    ],
    equipment: [
      ['work_stand', 'Work stand'],
      ['truing_stand', 'Wheel truing stand'],
      ['torque_wrench', 'Torque wrench'],
      ['bleed_kit', 'Hydraulic brake bleed kit'],
      ['ebike_diagnostic', 'E-bike diagnostic tool'],
      ['other', 'Other'],
    ],
    brand_display: [
      ['shop_in_shop', 'Shop-in-shop corner'],
      ['wall_rack', 'Wall rack'],
      ['floor_stand', 'Floor stand'],
      ['window', 'Shop window'],
      ['other', 'Other'],
    ],
  },
  wim: {
    other_midrange: [
      ['specialized', 'Specialized'],
      ['trek', 'Trek'],
      ['cannondale', 'Cannondale'],
      ['bianchi', 'Bianchi'],
      ['other', 'Other'],
    ],
    equipment: [
      ['work_stand', 'Work stand'],
      ['torque_wrench', 'Torque wrench'],
      ['bike_fit', 'Bike fitting rig'],
      ['ebike_diagnostic', 'E-bike diagnostic tool'],
      ['other', 'Other'],
    ],
    brand_display: [
      ['premium_corner', 'Premium corner'],
      ['wall_rack', 'Wall rack'],
      ['window', 'Shop window'],
      ['other', 'Other'],
    ],
  },
};

/** The option lists of the store-visit forms (spec 2 §7 formVisitOtherMidRange, formVisitEquipment, formVisitBrandDisplay). */
export async function seedVisitFormOptions(tx: Transaction<DB>) {
  const rows = Object.entries(OPTIONS).flatMap(([brand, kinds]) =>
    Object.entries(kinds).flatMap(([kind, list]) =>
      list.map(([code, name], sorting) => ({ brand: brand as 'polygon' | 'wim', kind: kind as Kind, code, name, sorting })),
    ),
  );
  await tx.insertInto('visitFormOptions').values(rows).execute();
}
