import { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/**
 * Error codes of DESIGN.md and the spec's catalogue (spec 1 §8, 3 §8), sent in `extensions.code`; the browser maps them
 * to translated messages (locales/<lng>/errors.json `server.<code>`). 1000 and 5000 name failures of the connection
 * itself, so only the browser gives them; every other code the server sends where its condition occurs.
 */
export const ErrorCode = {
  notSignedIn: 'U001',
  forbidden: 'U002',
  invalidInput: 'I001',
  /** A file larger than its purpose takes. */
  tooLarge: 'I002',
  /** A file whose bytes are not of a type its purpose takes, or cannot be read. */
  wrongFileType: 'I003',
  /** The day's upload volume or download quota is used up. */
  quotaReached: 'I006',
  notFound: 'N001',
  /** The page's data belongs to a customer and the session has none chosen. */
  noCustomer: 'N002',
  conflict: 'C001',
  stockLimited: 'S001',
  maintenance: 'M001',
  /** A part of the portal the host's market has switched off (e.g. parts and accessories). */
  switchedOff: 'M002',
  /** The request itself is not a GraphQL operation the portal runs: unreadable, unknown fields, over the limits. */
  badRequest: 'G001',
  internal: 'INT',
  /** An error nobody foresaw; its detail stays in the server's log. */
  unknown: 'UNKNOWN',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** A client-facing error: a GraphQLError survives Yoga's masking, anything else becomes 'Unexpected error.'. */
export function fail(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): never {
  throw createGraphQLError(message, { extensions: { code, ...extensions } });
}

export const forbidden = (message = 'Forbidden') => fail(ErrorCode.forbidden, message);
export const notFound = (message = 'Not found') => fail(ErrorCode.notFound, message);
export const switchedOff = (message = 'Not offered in this market') => fail(ErrorCode.switchedOff, message);

/** Codes Yoga and graphql-armor give a request refused before it runs; the portal names them all G001 (spec 1 §8). */
const REFUSED_REQUEST = new Set(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST']);
/** Codes Yoga gives an error it masked. */
const UNFORESEEN = new Set(['INTERNAL_SERVER_ERROR']);
const MASKED = 'Unexpected error.';

/**
 * Every error leaves with one of the portal's codes, so the browser can word it: a request refused before it ran
 * (unreadable, unknown field, over a limit) says G001, an error nobody foresaw (masked) says UNKNOWN.
 */
function codeOf(e: GraphQLError): string {
  const code = e.extensions?.code;
  if (typeof code === 'string') return REFUSED_REQUEST.has(code) ? ErrorCode.badRequest : UNFORESEEN.has(code) ? ErrorCode.unknown : code;
  // Without a code: an error while running the fields (it has a path) nobody foresaw, else a refused request.
  return e.message === MASKED || e.path ? ErrorCode.unknown : ErrorCode.badRequest;
}
const withPortalCode = (e: GraphQLError) => {
  const code = codeOf(e);
  if (e.extensions?.code === code) return e;
  const { nodes, source, positions, path, originalError, extensions } = e;
  return new GraphQLError(e.message, { nodes, source, positions, path, originalError, extensions: { ...extensions, code } });
};
/** The answer with every error carrying a portal code; the direct path (direct.ts) calls it too. */
export function withPortalCodes<R>(result: R): R {
  const errors = (result as { errors?: readonly GraphQLError[] } | null)?.errors;
  if (!errors?.length) return result;
  return { ...result, errors: errors.map(withPortalCode) };
}
