import type { RequestContext } from '../context.ts';
import { precisionOf } from '../../src/rules/money.ts';
import { forbidden } from '../graphql/errors.ts';
import { cached } from './cache.ts';
import type { Market } from './filters.ts';
import { nowIso } from '../platform/clock.ts';

export interface CatalogMarket extends Market {
  currency: string;
  precision: number;
  /** The active customer's group in this market (volume discounts may be limited to one), null without one. */
  custGroup: string | null;
}

const memo = new WeakMap<RequestContext, Promise<CatalogMarket>>();

/**
 * The catalogue a request reads: the host's sales organisation. A session acting for a customer of another market
 * is refused, so a dealer never sees another market's articles or prices.
 */
export function marketOf(ctx: RequestContext) {
  let market = memo.get(ctx);
  if (!market) {
    market = (async () => {
      const { sorg } = ctx.host.config;
      const customer = ctx.actor?.customer;
      let custGroup: string | null = null;
      if (customer) {
        // Customer areas are master data like the catalogue: cached with it.
        const area = await cached(ctx.db, `area:${customer.id}:${sorg}`, () =>
          ctx.db
            .selectFrom('customerAreas')
            .select('custGroup')
            .where('customerId', '=', customer.id)
            .where('sorg', '=', sorg)
            .executeTakeFirst(),
        );
        custGroup = area ? area.custGroup : forbidden('The active customer does not buy in this market');
      }
      const row = await cached(ctx.db, `currency:${sorg}`, () =>
        ctx.db.selectFrom('salesOrganisations').select('currency').where('sorg', '=', sorg).executeTakeFirstOrThrow(),
      );
      const precision = precisionOf(row.currency, ctx.host.config);
      return {
        sorg,
        today: nowIso().slice(0, 10),
        minorPerMajor: 10 ** precision,
        currency: row.currency,
        precision,
        custGroup,
        paaDisabled: !!ctx.host.config.paaDisabled,
      };
    })();
    memo.set(ctx, market);
  }
  return market;
}
