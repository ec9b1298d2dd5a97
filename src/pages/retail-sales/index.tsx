/** Filled by its domain's page work. */
export default function RetailSalesPage() {
  return null;
}
