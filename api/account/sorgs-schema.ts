import { marketsOf } from '../auth/home-market.ts';
import { builder } from '../graphql/builder.ts';

interface SalesOrganisationRow {
  sorg: string;
  name: string;
  countryId: string;
  currency: string;
  merchantName: string | null;
}

const SalesOrganisation = builder.objectRef<SalesOrganisationRow & { host: string }>('SalesOrganisation').implement({
  authScopes: { signedIn: true },
  description: 'A sales organisation the user works in: one market with its country, currency and merchant.',
  fields: (t) => ({
    sorg: t.exposeString('sorg', { description: "The sales organisation's code in the ERP, e.g. 1000." }),
    name: t.exposeString('name', { description: 'The company name of the organisation.' }),
    countryId: t.exposeString('countryId', { description: 'Its country, ISO 3166 alpha-2 (ID, US, NL).' }),
    currency: t.exposeString('currency', { description: 'The currency it trades in (IDR, EUR).' }),
    merchantName: t.exposeString('merchantName', { nullable: true, description: 'The merchant name payments are made out to.' }),
    isHost: t.boolean({
      description: "True for the organisation of the host the request came to (the portal's own market).",
      resolve: (s) => s.sorg === s.host,
    }),
  }),
});

builder.queryFields((t) => ({
  sorgs: t.withAuth({ signedIn: true }).field({
    type: [SalesOrganisation],
    description:
      "The sales organisations the user works in, the host's first: a dealer's customer areas, a sales user's user areas, " +
      'every one for administrators and support.',
    resolve: async (_root, _args, ctx) => {
      const own = await marketsOf(ctx.db, ctx.actor!.user);
      let query = ctx.db.selectFrom('salesOrganisations').select(['sorg', 'name', 'countryId', 'currency', 'merchantName']).orderBy('sorg');
      if (own) query = query.where('sorg', 'in', own);
      const host = ctx.host.config.sorg;
      const rows = (await query.execute()).map((r) => ({ ...r, host }));
      return [...rows.filter((r) => r.sorg === host), ...rows.filter((r) => r.sorg !== host)];
    },
  }),
}));
