import type { Context } from 'hono';
import { type GraphQLParams, type YogaServerInstance, processRegularResult } from 'graphql-yoga';
import type { ExecutionResult } from 'graphql';
import type { RequestContext } from '../context.ts';
import type { AppEnv } from '../http/types.ts';
import { withPortalCodes } from './errors.ts';

// biome-ignore lint/complexity/noBannedTypes: yoga's own default for a server without a user context
type Yoga = YogaServerInstance<RequestContext, {}>;

// A body this large goes the whole way through Yoga, which refuses what passes its own limit.
const DIRECT_MAX_BYTES = 1_000_000;
const ANSWER_TYPES = ['application/graphql-response+json', 'application/json'] as const;

/**
 * The answer type Yoga would choose for this Accept header (its result processors: event stream, multipart, then
 * JSON, the last match winning over Accept's entries read from the end), or null when that is not plain JSON.
 */
export function jsonAnswerType(accept: string | undefined): (typeof ANSWER_TYPES)[number] | null {
  const wanted = (accept || '*/*')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(',')
    .filter(
      (a) =>
        (a
          .split(';')
          .slice(1)
          .find((p) => p.includes('charset=')) ?? 'charset=utf-8') === 'charset=utf-8',
    )
    .map((a) => a.split(';')[0])
    .reverse();
  const matches = (offered: string, asked: string) => {
    const [pre, suf] = asked.split('/');
    const [offeredPre, offeredSuf] = offered.split('/');
    return (pre === '*' || pre === offeredPre) && (suf === '*' || suf === offeredSuf);
  };
  let chosen: string | null = null;
  for (const offered of [['text/event-stream'], ['multipart/mixed'], ANSWER_TYPES] as const) {
    for (const asked of wanted) for (const type of offered) if (matches(type, asked)) chosen = type;
  }
  return ANSWER_TYPES.find((t) => t === chosen) ?? null;
}

/** The request's GraphQL parameters when they are the plain shape Yoga accepts without a word, else null. */
function plainParams(text: string): GraphQLParams | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { query, variables, operationName, extensions, ...rest } = body as Record<string, unknown>;
  if (Object.values(rest).some((v) => v != null) || typeof query !== 'string') return null;
  const objectOrNothing = (v: unknown) => v == null || (typeof v === 'object' && !Array.isArray(v));
  if (!objectOrNothing(variables) || !objectOrNothing(extensions) || !(operationName == null || typeof operationName === 'string'))
    return null;
  return body as GraphQLParams;
}

/**
 * POST /graphql with a JSON body, answered without Yoga's fetch layer (issue 26, the hot paths): the profile of a
 * catalogue page showed a fifth of its time in building a web Request, reading its body as a stream and turning
 * the answer into a stream-backed Response. Here the body is read as text, Yoga runs the operation itself
 * (getResultForParams: every plugin, the limits, masked errors), and an answer without errors leaves as a string.
 * Anything else (another method or body type, a batch, a malformed body, an answer with errors) gets exactly
 * Yoga's own answer: its parser and its result processor.
 */
export async function answerGraphql(c: Context<AppEnv>, yoga: Yoga, context: RequestContext): Promise<Response> {
  const type = jsonAnswerType(c.req.header('accept'));
  // From the network, a body of unstated length (chunked) goes to Yoga too, which reads it under its own limit; a
  // request handed over in the process (tests, tools) holds its body already.
  const length = c.req.header('content-length') ?? '';
  const sized = /^\d+$/.test(length) ? Number(length) <= DIRECT_MAX_BYTES : !c.env?.incoming;
  const plain = c.req.method === 'POST' && type && sized && /^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '');
  if (!plain) return yoga.fetch(c.req.raw, context);
  // Served by Node, Hono's request reads the body from Node's stream into one buffer: no web stream is built.
  const text = await c.req.text();
  const params = plainParams(text);
  if (!params) {
    // The body is read: Yoga gets a copy of the request with it.
    return yoga.fetch(new Request(c.req.url, { method: 'POST', headers: c.req.raw.headers, body: text }), context);
  }
  const result = (await yoga.getResultForParams({ params, request: c.req.raw }, context)) as ExecutionResult | undefined;
  if (!result || Symbol.asyncIterator in result || result.errors?.length || result.extensions) {
    return processRegularResult(withPortalCodes(result as ExecutionResult), yoga.fetchAPI, type);
  }
  const stringify = (result as { stringify?: (r: ExecutionResult) => string }).stringify ?? JSON.stringify;
  return c.body(stringify(result), 200, { 'content-type': `${type}; charset=utf-8` });
}
