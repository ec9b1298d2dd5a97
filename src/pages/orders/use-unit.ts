import { useTranslation } from 'react-i18next';
import { unitWord } from '../../rules/units.ts';

/** '2 pcs', '1 pair': a quantity with its unit in the reader's words (orders, open orders, deliveries, invoices). */
export function useQuantity() {
  const { t } = useTranslation('orders');
  return (qty: number, uom: string | null | undefined) => t(`units.${unitWord(uom)}`, { count: qty });
}
