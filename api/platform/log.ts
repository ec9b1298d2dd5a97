import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import pino from 'pino';

const requests = new AsyncLocalStorage<string>();

/**
 * The node's log: JSON lines (pino) at LOG_LEVEL (default info), each written inside a request carrying that request's
 * id, which the response carries back in x-request-id. Fields that hold secrets are replaced wherever they appear.
 */
export const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: {
    paths: [
      'password',
      'token',
      'requestToken',
      'refreshToken',
      'authorization',
      'cookie',
      '*.password',
      '*.token',
      '*.requestToken',
      '*.refreshToken',
      '*.authorization',
      '*.cookie',
    ],
    censor: '[redacted]',
  },
  mixin: () => {
    const requestId = requests.getStore();
    return requestId ? { requestId } : {};
  },
});

/** Runs one request's work with its id, so every line logged meanwhile names it. */
export const withRequestId = <T>(requestId: string, work: () => T): T => requests.run(requestId, work);

/** A console call as one log line: its text, and an error among its values as `err` with its stack. */
function lineOf(level: 'info' | 'warn' | 'error', values: unknown[]) {
  const err = values.find((v) => v instanceof Error);
  const text = format(...values.filter((v) => v !== err));
  if (err) log[level]({ err }, text);
  else log[level](text);
}

/**
 * The server's own console output as log lines too: what its modules write with console.log, warn or error becomes a
 * JSON line at info, warn or error, with the request's id when it is written inside one.
 */
export function consoleAsLog() {
  console.log = (...values: unknown[]) => lineOf('info', values);
  console.info = console.log;
  console.warn = (...values: unknown[]) => lineOf('warn', values);
  console.error = (...values: unknown[]) => lineOf('error', values);
}
