import type { Generated } from 'kysely';

type PhotoColumns = Record<
  | 'frontShop1'
  | 'frontShop2'
  | 'frontShop3'
  | 'frontShop4'
  | 'displayShop1'
  | 'displayShop2'
  | 'displayShop3'
  | 'displayShop4'
  | 'displayBanner'
  | 'displayPoster'
  | 'displayHangtagShimano',
  number | null
>;

/** Store-visit forms and their option lists per brand (migration 0032); lists are JSON text. */
export interface VisitFormTables {
  visitFormOptions: {
    id: Generated<number>;
    brand: 'polygon' | 'wim';
    kind: 'other_midrange' | 'equipment' | 'brand_display';
    code: string;
    name: string;
    sorting: number;
  };
  visitForms: PhotoColumns & {
    id: Generated<number>;
    brand: 'polygon' | 'wim';
    customerId: number;
    custCode: string;
    custName: string;
    otherMidrange: string;
    otherMidrangeDescription: string | null;
    brandDomination: number | null;
    qtyPlgGrp: number | null;
    qtyNonPlgGrp: number | null;
    brandDisplay: string;
    brandDisplayDescription: string | null;
    seriesList: string;
    seriesBrand: string;
    otherSeriesList: string;
    notes: string | null;
    equipment: string;
    equipmentText: string | null;
    createdAt: string;
    createdBy: number;
    updatedAt: string;
  };
}
