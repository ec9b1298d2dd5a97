import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../api/db/index.ts';
import { type Cluster, startCluster } from '../../scripts/cluster/index.ts';
import { BENCH_SECRET, type Buyer, type CheckoutPlan, graphqlRequest, planCheckouts } from '../bench/portal-load.ts';

// `npm run cluster` as an operator runs it: two API nodes on PostgreSQL behind HAProxy (deploy/haproxy.cfg). Dealers
// check out without pause while one node is killed, brought back, and the other stopped with SIGTERM: every request
// is answered, and every order is placed exactly once.

const CART = 'query { cart { id qty } }';
const CHECKOUT = 'mutation($input: CheckoutInput!) { checkout(input: $input) { message { status description } orders { orderNo } } }';

/** Asks until `holds` answers true: a state to wait for, never a length of time. */
async function until(holds: () => boolean | Promise<boolean>) {
  while (!(await holds())) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * Every buyer, over and over: its cart filled by a fixture, read through the balancer (a query), checked out through
 * it (a keyed mutation). Whatever is not a clean answer is a failure; each placed checkout keeps its order numbers.
 */
class CheckoutLoad {
  readonly placed = new Map<string, string[]>();
  readonly failures: string[] = [];
  /** Answers per node (X-Served-By), counted since the last `clear`. */
  readonly servedBy = new Map<string, number>();
  private running = true;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly base: string,
    private readonly db: Database,
    private readonly plan: CheckoutPlan,
    private readonly customerIds: Map<string, number>,
  ) {}

  start() {
    this.loops = this.plan.buyers.map((buyer) => this.buy(buyer));
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Resolves once `count` more checkouts than now are placed. */
  more(count: number) {
    const target = this.placed.size + count;
    return until(() => this.placed.size >= target || this.failures.length > 0);
  }

  private async buy(buyer: Buyer) {
    const customerId = this.customerIds.get(buyer.custCode)!;
    while (this.running) {
      await this.db.deleteFrom('cartLines').where('customerId', '=', customerId).execute();
      await this.db
        .insertInto('cartLines')
        .values(
          this.plan.goods.map((g) => ({
            customerId,
            articleCode: g.articleCode,
            sorg: '1000',
            uom: g.uom,
            quantity: 2,
            unitPrice: 1,
            currency: 'IDR',
            addedAt: new Date().toISOString(),
          })),
        )
        .execute();
      const cart = await this.call(buyer, CART, {});
      if (cart && (cart.cart as unknown[]).length !== this.plan.goods.length) this.failures.push(`cart of ${buyer.custCode}: not filled`);
      const idempotencyKey = `failover-${crypto.randomUUID()}`;
      const input = { idempotencyKey, shipTo: buyer.shipTo, shipment: 'REG', payment: 'TERM' };
      const answer = (await this.call(buyer, CHECKOUT, { input })) as {
        checkout: { message: { status: boolean; description?: string }; orders: { orderNo: string }[] };
      } | null;
      if (!answer) continue;
      if (!answer.checkout.message.status) this.failures.push(`checkout of ${buyer.custCode}: ${answer.checkout.message.description}`);
      else
        this.placed.set(
          idempotencyKey,
          answer.checkout.orders.map((o) => o.orderNo),
        );
    }
  }

  private async call(buyer: Buyer, query: string, variables: object): Promise<Record<string, unknown> | null> {
    try {
      const response = await fetch(`${this.base}/graphql`, graphqlRequest(buyer.token, query, variables));
      const node = response.headers.get('x-served-by') ?? '?';
      this.servedBy.set(node, (this.servedBy.get(node) ?? 0) + 1);
      const text = await response.text();
      if (!response.ok) {
        this.failures.push(`${response.status} from ${node}: ${text.slice(0, 200)}`);
        return null;
      }
      const body = JSON.parse(text) as { data?: Record<string, unknown>; errors?: { message: string }[] };
      if (body.errors?.length) {
        this.failures.push(`${node}: ${body.errors[0].message}`);
        return null;
      }
      return body.data ?? null;
    } catch (e) {
      this.failures.push(`no answer: ${(e as Error).message}`);
      return null;
    }
  }
}

let dataDir: string;
let cluster: Cluster;
let db: Database;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-failover-'));
  cluster = await startCluster({
    port: 0,
    dataDir,
    seedSize: 'small',
    quiet: true,
    env: {
      TOKEN_SECRET: BENCH_SECRET,
      // The load is a few dealers asking without pause: the per-login budget would refuse it, which is not the point.
      GRAPHQL_REQUESTS_PER_MINUTE: '100000000',
      DRAIN_SECONDS: '3',
      LOG_LEVEL: 'warn',
    },
  });
  db = await openDatabase(cluster.databaseUrl);
}, 240_000);
afterAll(async () => {
  await db?.destroy();
  await cluster?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('two nodes behind HAProxy', () => {
  it('answers every request and places every order once while one node is killed and brought back and the other is stopped', async () => {
    const plan = await planCheckouts(db, -1, 8, 1000);
    expect(plan.buyers.length).toBeGreaterThanOrEqual(4);
    const customers = await db
      .selectFrom('customers')
      .select(['id', 'codeR3'])
      .where(
        'codeR3',
        'in',
        plan.buyers.map((b) => b.custCode),
      )
      .execute();
    const customerIds = new Map(customers.map((c) => [c.codeR3, c.id]));
    const stockOf = async () =>
      new Map(
        (
          await db
            .selectFrom('stock')
            .innerJoin('articles', 'articles.id', 'stock.articleId')
            .select(['articles.articleCode', (eb) => eb.fn.sum<number>('stock.available').as('available')])
            .where(
              'articles.articleCode',
              'in',
              plan.goods.map((g) => g.articleCode),
            )
            .where('articles.sorg', '=', '1000')
            .groupBy('articles.articleCode')
            .execute()
        ).map((s) => [s.articleCode, Number(s.available)]),
      );
    const stockBefore = await stockOf();
    const ordersBefore = await db
      .selectFrom('orders')
      .select('orderNo')
      .where('customerId', 'in', [...customerIds.values()])
      .execute();

    const load = new CheckoutLoad(cluster.url.replace(/\/$/, ''), db, plan, customerIds);
    load.start();
    await load.more(10);
    expect(load.servedBy.get('node-1')).toBeGreaterThan(0);

    // Killed: the requests it held are sent again (a query, a keyed checkout) and the balancer stops choosing it.
    const killed = cluster.nodes[0];
    killed.child.kill('SIGKILL');
    await killed.exited;
    load.servedBy.clear();
    await load.more(20);
    expect(load.servedBy.get('node-1') ?? 0).toBe(0);

    // Back: the balancer's checks find it and it takes its share again.
    await cluster.restartNode(0);
    await until(() => (load.servedBy.get('node-1') ?? 0) >= 5 || load.failures.length > 0);

    // Stopped: it fails readiness, serves on while the balancer notices, finishes what it holds and ends.
    const stopped = cluster.nodes[1];
    stopped.child.kill('SIGTERM');
    expect(await stopped.exited).toBe(0);
    load.servedBy.clear();
    await load.more(20);
    await load.stop();

    expect(load.failures).toEqual([]);
    expect(load.servedBy.get('node-2') ?? 0).toBe(0);
    // Each placed checkout's orders are in the database once, and no other order was made for these dealers.
    const answered = [...load.placed.values()].flat();
    const ordersAfter = await db
      .selectFrom('orders')
      .select('orderNo')
      .where('customerId', 'in', [...customerIds.values()])
      .execute();
    const made = ordersAfter.map((o) => o.orderNo).filter((no) => !ordersBefore.some((b) => b.orderNo === no));
    expect(new Set(answered).size).toBe(answered.length);
    expect(made.sort()).toEqual([...answered].sort());
    // Stock went down by exactly what the placed checkouts ordered: two of each article per checkout.
    const stockAfter = await stockOf();
    for (const { articleCode } of plan.goods) {
      expect(stockBefore.get(articleCode)! - stockAfter.get(articleCode)!, articleCode).toBe(2 * load.placed.size);
    }
  }, 180_000);
});
