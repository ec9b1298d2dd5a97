import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { bikeCategories } from './service.ts';
// The rest of the catalogue, one file per part of the screen.
import './list-schema.ts';
import './detail-schema.ts';
import './extras-schema.ts';
import { translated } from '../data-texts/fields.ts';
import { keyOf } from '../data-texts/texts.ts';

const BikeCategory = builder.objectRef<Awaited<ReturnType<typeof bikeCategories>>[number]>('BikeCategory').implement({
  ...insideGuardedFields,
  description: "An entry of the navbar's bike category dropdown: a wording over one or more merchandise categories.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the entry" }),
    wording: t.string({
      description: "The entry's label in the reader's language",
      resolve: translated(
        'bikeCategory',
        'wording',
        (c) => keyOf.bikeCategory(c.sorg, c.mcIds),
        (c) => c.wording,
      ),
    }),
    mcIds: t.exposeStringList('mcIds', { description: "Merchandise-category ids; the catalogue link joins them with '+'" }),
    sorg: t.exposeString('sorg', { description: 'Code of the sales organisation (market) the entry belongs to' }),
    type: t.exposeString('type', { description: 'The catalogue category the entry filters, e.g. Bike' }),
  }),
});

builder.queryFields((t) => ({
  bikeCategories: t.withAuth({ scope: 'page.catalog' }).field({
    type: [BikeCategory],
    description: "The host's bike categories for the navbar dropdown.",
    resolve: (_root, _args, ctx) => bikeCategories(ctx.db, ctx.host.config.sorg),
  }),
}));
