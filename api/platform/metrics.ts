import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What a node counts for its operators, in Prometheus' text format (GET /metrics, api/http/metrics.ts): the process
 * (memory, event loop lag, CPU), requests by route and status with their latency, GraphQL operations by name, the
 * database's statement time, the fair share's refusals and the periodic tasks' runs. Per node: a scraper asks each node.
 */
export const metrics = new Registry();
collectDefaultMetrics({ register: metrics, prefix: 'portal_' });

export const httpRequests = new Counter({
  name: 'portal_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [metrics],
});

export const httpDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time from a request to its answer, by route pattern and method',
  labelNames: ['route', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metrics],
});

export const graphqlOperations = new Counter({
  name: 'portal_graphql_operations_total',
  help: 'GraphQL operations run, by operation name and whether they answered errors',
  labelNames: ['operation', 'outcome'] as const,
  registers: [metrics],
});

export const fairShareRefusals = new Counter({
  name: 'portal_fair_share_refusals_total',
  help: "GraphQL requests refused with 429 because one user sent more than the fair share's limits",
  registers: [metrics],
});

export const periodicRuns = new Counter({
  name: 'portal_periodic_runs_total',
  help: 'Runs of periodic tasks on this node, by task and outcome',
  labelNames: ['task', 'outcome'] as const,
  registers: [metrics],
});

export const databaseTime = new Histogram({
  name: 'portal_database_query_seconds',
  help: "Time of the statements on the node's own database connection (not the SQLite read pool's), by outcome",
  labelNames: ['outcome'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [metrics],
});

export const writeRetries = new Counter({
  name: 'portal_write_retries_total',
  help: 'Write transactions run again, by why: the database was busy (SQLite), a deadlock, a serialisation failure, or a clash with one that committed first (PostgreSQL)',
  labelNames: ['reason'] as const,
  registers: [metrics],
});

/** Kysely's log hook (api/server.ts): each statement's time, and whether it failed. */
export const countStatement = (event: { level: 'query' | 'error'; queryDurationMillis: number }) =>
  databaseTime.observe({ outcome: event.level === 'error' ? 'failed' : 'done' }, event.queryDurationMillis / 1000);

/**
 * What waits in each outbox, counted when a scraper asks (`count` answers a number per outbox). Called once, by the
 * server process for its database.
 */
export function watchOutboxes(count: () => Promise<Record<string, number>>): void {
  new Gauge({
    name: 'portal_outbox_waiting',
    help: 'Messages waiting in each outbox to be sent (the ERP, the consumer account system)',
    labelNames: ['outbox'] as const,
    registers: [metrics],
    async collect() {
      for (const [outbox, waiting] of Object.entries(await count())) this.set({ outbox }, waiting);
    },
  });
}

// Operation names come from clients: past this many, further names are counted together, so no client can grow the
// node's memory or a scraper's series without end.
const NAMED_OPERATIONS = 300;
const operationNames = new Set<string>();

/** The label for an operation's name: its own, 'anonymous', or 'other' once NAMED_OPERATIONS names were seen. */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (operationNames.has(name)) return name;
  if (operationNames.size >= NAMED_OPERATIONS) return 'other';
  operationNames.add(name);
  return name;
}
