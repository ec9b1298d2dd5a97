import { WARRANTY_COMPONENTS, type WarrantyComponent, type WarrantyEnd, warrantyEnds } from '../../src/rules/registration.ts';
import type { Database } from '../db/index.ts';

/** A brand's warranty months per component (warranty_terms); the rules' default fills what the brand lacks. */
export async function warrantyTermsOf(db: Database, brand: string): Promise<Partial<Record<WarrantyComponent, number>>> {
  const rows = await db.selectFrom('warrantyTerms').select(['component', 'months']).where('brand', '=', brand).execute();
  return Object.fromEntries(rows.filter((r) => WARRANTY_COMPONENTS.includes(r.component)).map((r) => [r.component, r.months]));
}

/** The warranty of a registration: each component's months and its last day. */
export async function warrantyOf(db: Database, brand: string, soldDate: string): Promise<WarrantyEnd[]> {
  return warrantyEnds(soldDate, await warrantyTermsOf(db, brand));
}
