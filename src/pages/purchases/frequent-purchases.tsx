import { PurchasesPage } from './purchases-page.tsx';

/** /catalog/frequent-purchases: what the active customer orders most often. */
export default function FrequentPurchasesPage() {
  return <PurchasesPage kind="frequent" />;
}
