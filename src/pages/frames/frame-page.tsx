/** Filled by its domain's page work. */
export default function FramePage() {
  return null;
}
