/**
 * A text whose plain (binary) order is the reader's alphabetical order: what SQLite sorts by, as it has no
 * collation per language (api/db/dialect.ts registers it as the SQL function portal_sort_key). Built like the
 * Unicode collation the browser and PostgreSQL's ICU collations use: first the letters without accents or case,
 * then the accents, then the case, each level ranked by Intl.Collator for the reader's language.
 */

// Letters a collator reads as two (Maße sorts as Masse, just after it); the ligatures also after any accented ae.
const EXPANSIONS: Record<string, string> = { ß: 'ss', ẞ: 'SS', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE' };
const LIGATURES = new Set(['æ', 'Æ', 'œ', 'Œ']);
const LIGATURE_ACCENT = 0x600;
const LEVEL_END = '\u0001';
const FIRST_WEIGHT = 0x100;

interface Weights {
  primary: number;
  secondary: number;
  tertiary: number;
}
type Table = Map<string, Weights>;

/** Printable ASCII, Latin-1 and Latin Extended-A/B: every character of a name in the portal's markets. */
function repertoire(): string[] {
  const chars: string[] = [];
  const add = (from: number, to: number) => {
    for (let c = from; c <= to; c++) chars.push(String.fromCharCode(c));
  };
  add(0x20, 0x7e);
  add(0xa1, 0x24f);
  return chars.filter((c) => !(c in EXPANSIONS) && c.normalize('NFC') === c && /[\p{L}\p{N}\p{P}\p{S}\p{Zs}]/u.test(c));
}

/** Rank each character at each level: equal under the coarser level, then ordered by the finer. */
function buildTable(language: string): Table {
  const base = new Intl.Collator(language, { sensitivity: 'base' });
  const accent = new Intl.Collator(language, { sensitivity: 'accent' });
  const full = new Intl.Collator(language, { sensitivity: 'variant' });
  const chars = repertoire().sort((a, b) => full.compare(a, b) || (a < b ? -1 : 1));
  const table: Table = new Map();
  let primary = 0;
  let secondary = 0;
  let tertiary = 0;
  chars.forEach((c, i) => {
    const prev = chars[i - 1];
    if (prev === undefined) {
      table.set(c, { primary, secondary, tertiary });
      return;
    }
    if (base.compare(prev, c) !== 0) {
      primary++;
      secondary = 0;
      tertiary = 0;
    } else if (accent.compare(prev, c) !== 0) {
      secondary++;
      tertiary = 0;
    } else if (full.compare(prev, c) !== 0) tertiary++;
    table.set(c, { primary, secondary, tertiary });
  });
  return table;
}

const tables = new Map<string, Table>();
const tableOf = (language: string) => {
  let table = tables.get(language);
  if (!table) tables.set(language, (table = buildTable(language)));
  return table;
};

const weight = (n: number) => String.fromCharCode(FIRST_WEIGHT + n);
// Characters outside the table sort after it by code point (kept clear of the surrogate range).
const beyond = (c: string) => {
  const cp = c.codePointAt(0)!;
  return cp < 0xcc00 ? String.fromCodePoint(cp + 0x400) : c;
};

/** The sort key of `text` for a reader of `language` (a BCP 47 language such as 'de', 'fr', 'id'). */
export function sortKey(language: string, text: string): string {
  const table = tableOf(language);
  let primary = '';
  let secondary = '';
  let tertiary = '';
  for (const ch of text.normalize('NFC')) {
    [...(EXPANSIONS[ch] ?? ch)].forEach((c, i) => {
      const w = table.get(c) ?? table.get(c.normalize('NFD')[0]);
      if (!w) {
        primary += beyond(c);
        secondary += weight(0);
        tertiary += weight(0);
        return;
      }
      primary += weight(w.primary);
      secondary += weight(LIGATURES.has(ch) && i === 0 ? LIGATURE_ACCENT : table.has(c) ? w.secondary : w.secondary + 1);
      tertiary += weight(EXPANSIONS[ch] && i === 0 ? LIGATURE_ACCENT : w.tertiary);
    });
  }
  return primary + LEVEL_END + secondary + LEVEL_END + tertiary;
}
