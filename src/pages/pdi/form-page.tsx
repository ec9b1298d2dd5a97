/** Filled by its domain's page work. */
export default function PdiFormPage() {
  return null;
}
