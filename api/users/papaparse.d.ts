// papaparse ships without types and the portal does not carry @types/papaparse: the part the users import (and its tests) use.
declare module 'papaparse' {
  interface ParseResult<T> { data: T[]; errors: { row?: number; message: string }[]; meta: { fields?: string[]; delimiter: string } }
  interface ParseConfig { header?: boolean; skipEmptyLines?: boolean | 'greedy'; transformHeader?: (header: string) => string }
  const Papa: { parse<T>(input: string, config?: ParseConfig): ParseResult<T>; unparse(data: unknown[][] | Record<string, unknown>[]): string };
  export default Papa;
}
