import type { Generated } from 'kysely';
import type { DownloadModule, DownloadStatus } from '../../src/rules/download-area.ts';

/** Download-area requests, each also the job that builds its file (migration 0024). */
export interface DownloadTables {
  downloadRequests: DownloadRequestTable;
}

export interface DownloadRequestTable {
  id: Generated<number>;
  userId: number;
  /** Null only for support staff (limitation audit): the report covers every customer they may read. */
  customerId: number | null;
  module: DownloadModule;
  /** YYYY-MM-DD, both included. */
  fromDate: string;
  toDate: string;
  status: Generated<DownloadStatus>;
  language: string;
  hostname: string;
  /** 0 to 100. */
  progress: Generated<number>;
  rowsTotal: number | null;
  rowsWritten: Generated<number>;
  fileKey: string | null;
  fileName: string | null;
  fileSize: number | null;
  /** Why it failed, readable by the user. */
  error: string | null;
  attempts: Generated<number>;
  /** The claimer's token and how long its claim holds; renewed while the job writes. */
  leaseToken: string | null;
  leaseUntil: string | null;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  expiresAt: string | null;
}
