/** Filled by its domain's page work. */
export default function PdiListPage() {
  return null;
}
