/** The most codes one analysis takes (the API refuses more). */
export const MAX_CODES = 100;

/**
 * Article codes as staff type or paste them: one per line, or several separated by tabs, commas or semicolons (a
 * spreadsheet row or column, a CSV). Spaces belong to the code: display codes hold them ("BOL2 XS YLW MY27"). A pasted
 * order row "code;qty" keeps only its code. Each code once, in the order given.
 */
export function parseArticleCodes(text: string): string[] {
  const codes: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const cells = line
      .split(/[\t,;]/)
      .map((c) => c.trim().replace(/\s+/g, ' '))
      .filter(Boolean);
    const row = cells.length === 2 && /^\d+$/.test(cells[1]!) ? [cells[0]!] : cells;
    for (const code of row) if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}
