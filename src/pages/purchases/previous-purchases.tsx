import { PurchasesPage } from './purchases-page.tsx';

/** /catalog/previous-purchases: what the active customer bought, most recent first. */
export default function PreviousPurchasesPage() {
  return <PurchasesPage kind="previous" />;
}
