/** A file size as people read it, on every page that shows one: bytes, kB or MB in the reader's number format. */
export function formatFileSize(bytes: number, locale?: string) {
  const number = (n: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 0)} kB`;
  return `${number(bytes / 1024 / 1024, 1)} MB`;
}
