import type { DownloadModule } from '../../src/rules/download-area.ts';
import { namespaceTexts, type Translate } from '../i18n/texts.ts';

/** t(key) of the download-area namespace: the file's sheet, headers and values read like the page in the user's language. */
export const downloadTexts = (language: string | null | undefined) => namespaceTexts('download-area').in(language);

/** Why a job failed, kept as a key the page translates (download-area:job_errors.<key>); the en-us texts here. */
export const jobErrors = {
  no_access: 'You no longer have access to this data.',
  build_failed: 'The file could not be made. Please request it again.',
  stopped: 'The file could not be made: the export stopped several times. Please request a shorter period.',
} as const;
export type JobError = keyof typeof jobErrors;
export const isJobError = (e: string | null): e is JobError => !!e && e in jobErrors;

/** 'Invoices 2026-01-01 - 2026-12-31.xlsx', the module in the user's language, without characters a file system refuses. */
export const downloadFileName = (t: Translate, module: DownloadModule, range: { from: string; to: string }) =>
  `${t(`modules.${module}`)} ${range.from} - ${range.to}.xlsx`.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_');
