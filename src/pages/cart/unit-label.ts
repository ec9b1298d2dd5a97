import type { TFunction } from 'i18next';
import { unitWord } from '../../rules/units.ts';

/**
 * A unit of measure in the dealer's words, without a count ('pcs' beside a quantity box): the ERP's codes read as one
 * translated word per thing (src/rules/units.ts), so a cart never shows EA beside PC.
 */
export const unitLabel = (t: TFunction, uom: string): string => t(`cart:unit.${unitWord(uom)}`);
