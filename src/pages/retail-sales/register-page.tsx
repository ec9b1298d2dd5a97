/** Filled by its domain's page work. */
export default function RegisterFramePage() {
  return null;
}
