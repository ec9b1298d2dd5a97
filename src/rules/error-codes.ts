/**
 * The error codes a reader may meet (DESIGN.md "Error codes", spec 1 §8 and 3 §8) and how the browser names a failure
 * that came without one. Every code has its message under `errors:server.<code>` in every locale.
 */
export const ERROR_CODES = [
  'U001',
  'U002',
  'I001',
  'I002',
  'I003',
  'I006',
  'N001',
  'N002',
  'C001',
  'S001',
  'M001',
  'M002',
  'G001',
  'R001',
  'INT',
  '1000',
  '5000',
  'UNKNOWN',
] as const;
export type PortalErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status each code stands for (refine's notion of an error, and what ends a session). */
export const STATUS_OF_CODE: Record<PortalErrorCode, number> = {
  U001: 401,
  U002: 403,
  I001: 400,
  I002: 413,
  I003: 415,
  I006: 429,
  N001: 404,
  N002: 409,
  C001: 409,
  S001: 409,
  M001: 503,
  M002: 403,
  G001: 400,
  R001: 429,
  INT: 500,
  1000: 503,
  5000: 502,
  UNKNOWN: 500,
};

export const isPortalErrorCode = (code: unknown): code is PortalErrorCode =>
  typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);

/** The answer said nothing: no data and no error (spec 1 §8 'graphql return no data'). */
export const NO_DATA = 'graphql return no data';

export interface FailureFacts {
  /** The code the server sent, if any. */
  code?: string | null;
  /** No answer arrived (offline, refused connection, aborted). */
  network?: boolean;
  /** The HTTP status of an answer that carried no GraphQL result. */
  status?: number | null;
  /** An answer arrived but held no data. */
  noData?: boolean;
}

/**
 * The code a failure is shown by: the server's own when it sent a known one; 1000 when no answer came; 5000 when the
 * server (or a proxy before it) answered with a server error and no result; G001 when the answer held no data;
 * UNKNOWN for anything else.
 */
export function codeOfFailure({ code, network, status, noData }: FailureFacts): PortalErrorCode {
  if (isPortalErrorCode(code)) return code;
  if (network) return '1000';
  if (!code && typeof status === 'number' && status >= 500) return '5000';
  if (noData) return 'G001';
  return 'UNKNOWN';
}
