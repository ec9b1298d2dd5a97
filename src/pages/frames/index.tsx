/** Filled by its domain's page work. */
export default function FrameListPage() {
  return null;
}
