/** The most codes one analysis takes (the API refuses more). */
export const MAX_CODES = 100;

/**
 * Article codes as staff type or paste them: one per line, or several separated by commas, semicolons, tabs or
 * spaces. A pasted order row "code;qty" keeps only its code. Each code once, in the order given.
 */
export function parseArticleCodes(text: string): string[] {
  const codes: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const cells = line
      .split(/[\s,;]+/)
      .map((c) => c.trim())
      .filter(Boolean);
    const row = cells.length === 2 && /^\d+$/.test(cells[1]!) ? [cells[0]!] : cells;
    for (const code of row) if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}
