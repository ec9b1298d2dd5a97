import { z } from 'zod';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { dataTexts, keyOf } from '../data-texts/texts.ts';
import { layoutList, type LayoutRow } from './layouts.ts';

// Readers and editors of any content with cards: marketing material, news and sales documents.
const contentReaders = {
  anyScope: ['page.marketing-material', 'marketing-material.cud', 'page.news', 'news.cu', 'page.sales-document', 'sales-document.cu'],
} as const;

export const LayoutRef = builder.objectRef<LayoutRow>('MarketingMaterialLayout').implement({
  authScopes: contentReaders,
  description: 'Which parts a card shows (spec 3 §3 Layout): of marketing material, news or sales documents, as its type says.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The layout id, as category, item, news and document forms take it.' }),
    type: t.exposeString('type', { description: 'What the layout is for: marketing_material, news or sales_document.' }),
    description: t.string({
      description: "The name editors choose the layout by, in the reader's language where it is one the portal came with.",
      resolve: async (l, _a, ctx) => (await dataTexts(ctx))('layout', keyOf.layout(l.type, l.description), 'description', l.description),
    }),
    placeholderOnCard: t.boolean({ description: 'The card shows the picture of the item.', resolve: (l) => !!l.placeholderOnCard }),
    titleOnCard: t.boolean({ description: 'The card shows the title of the item.', resolve: (l) => !!l.titleOnCard }),
    subtitleOnCard: t.boolean({
      description: 'The card shows the subtitle, else the start of the text, of the item.',
      resolve: (l) => !!l.subtitleOnCard,
    }),
    releasedonOnCard: t.boolean({ description: 'The card shows the date the item was released.', resolve: (l) => !!l.releasedonOnCard }),
    resolutionOnCard: t.boolean({ description: 'The card shows the pixel size of the picture.', resolve: (l) => !!l.resolutionOnCard }),
    gotopdpOnCard: t.boolean({ description: 'The card links to a catalogue search for the item.', resolve: (l) => !!l.gotopdpOnCard }),
  }),
});

const LayoutPage = builder.objectRef<{ layouts: LayoutRow[]; info: PageInfo }>('MarketingMaterialLayoutPage').implement({
  authScopes: contentReaders,
  description: 'One page of card layouts.',
  fields: (t) => ({
    layouts: t.field({ type: [LayoutRef], description: 'The layouts of the page, by id.', resolve: (p) => p.layouts }),
    info: t.field({ type: PageInfoRef, description: 'Paging of the whole list.', resolve: (p) => p.info }),
  }),
});

builder.queryFields((t) => ({
  layouts: t.withAuth(contentReaders).field({
    type: LayoutPage,
    description: 'The card layouts content may use, by id; type keeps to one kind (marketing_material, news, sales_document).',
    args: {
      type: t.arg.string({
        description: 'Only layouts for this: marketing_material, news or sales_document.',
        validate: z.enum(['marketing_material', 'news', 'sales_document']),
      }),
      page: t.arg.int({ defaultValue: 1, description: 'The page to answer, from 1.', validate: z.number().int().min(1).max(100_000) }),
      limit: t.arg.int({ defaultValue: 100, description: 'Layouts per page, at most 100.', validate: z.number().int().min(1).max(100) }),
    },
    resolve: (_r, a, ctx) => layoutList(ctx.db, a.type, a.page ?? 1, a.limit ?? 100),
  }),
}));
