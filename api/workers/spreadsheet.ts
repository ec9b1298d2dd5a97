import { runInWorker, WorkerFailed } from './run.ts';

/**
 * Reading an uploaded spreadsheet (xlsx or CSV), for every upload of one: users mass creation and any later
 * import. A small zip can unpack to hundreds of MB and a parse of that holds a thread for many seconds, so the
 * caps are checked before parsing and all of it runs in a worker thread with its own time and memory limits.
 */
export interface SpreadsheetLimits {
  /** Bytes all parts of an xlsx may unpack to. */
  maxUnpackedBytes: number;
  /** Rows below the header. */
  maxRows: number;
}

export interface SpreadsheetTable {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

/** 'type': neither xlsx nor CSV; 'too_large': unpacks past the cap; 'too_many_rows'; 'unreadable': broken or too heavy. */
export type SpreadsheetRefusal = 'type' | 'too_large' | 'too_many_rows' | 'unreadable';

export type SpreadsheetAnswer = { table: SpreadsheetTable } | { refused: SpreadsheetRefusal };

export interface SpreadsheetJob {
  name: string;
  bytes: Uint8Array;
  limits: SpreadsheetLimits;
}

/** A spreadsheet's first sheet takes well under this to read; past it, or past the memory, the file is refused. */
const WORKER_LIMITS = { timeoutMs: 30_000, heapMb: 512 };

/** The first sheet of an uploaded xlsx or CSV (by its bytes; a CSV also by its name), read off the event loop. */
export async function readSpreadsheet(name: string, bytes: Uint8Array, limits: SpreadsheetLimits): Promise<SpreadsheetAnswer> {
  try {
    return await runInWorker<SpreadsheetJob, SpreadsheetAnswer>(
      new URL('./spreadsheet-job.ts', import.meta.url),
      { name, bytes, limits },
      WORKER_LIMITS,
    );
  } catch (err) {
    if (!(err instanceof WorkerFailed)) throw err;
    if (err.reason === 'memory') return { refused: 'too_large' };
    if (err.reason === 'error') console.error('Reading a spreadsheet failed', err.cause);
    return { refused: 'unreadable' };
  }
}
