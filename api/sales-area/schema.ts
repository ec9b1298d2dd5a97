import { z } from 'zod';
import { MAX_REGIONS_PER_UPDATE } from '../../src/rules/sales-area.ts';
import { builder } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import {
  groupsOf,
  type RegionGroupRow,
  type SalesAreaChange,
  type SalesAreaRegionRow,
  type SalesAreaUpdateAnswer,
  salesAreaMaps,
  updateSalesMapAreaCategories,
} from './service.ts';

// Sales-area maps (spec 3 §7): holders of page.sales-area read and categorise the regions of the host's market.
const staff = { scope: 'page.sales-area' } as const;

const RegionGroupRef = builder.objectRef<RegionGroupRow>('SalesAreaRegionGroup').implement({
  authScopes: staff,
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    description: t.exposeString('description'),
    category: t.exposeString('category', { nullable: true, description: "The region's category in this group; null reads TBD" }),
  }),
});

const RegionRef = builder.objectRef<SalesAreaRegionRow>('SalesAreaRegion').implement({
  authScopes: staff,
  description: 'A region of the market with the point its map marker stands on',
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code', { description: 'ISO 3166-2; the map names its shapes by it' }),
    description: t.exposeString('description'),
    lat: t.exposeFloat('lat'),
    lng: t.exposeFloat('lng'),
    category: t.exposeString('category', { nullable: true, description: 'A, B, C or D; null reads TBD' }),
    updatedAt: t.exposeString('updatedAt', { nullable: true }),
    regionGroups: t.loadableGroup({
      type: RegionGroupRef,
      load: (ids: number[], ctx) => groupsOf(ctx.db, ids),
      group: (g) => g.regionId,
      resolve: (r) => r.id,
    }),
  }),
});

const ChangeRef = builder.objectRef<SalesAreaChange>('SalesAreaChange').implement({
  authScopes: staff,
  fields: (t) => ({
    region: t.field({ type: RegionRef, resolve: (c) => c.region }),
    previousCategory: t.exposeString('previousCategory', { nullable: true }),
  }),
});

const UpdateResultRef = builder.objectRef<SalesAreaUpdateAnswer>('SalesAreaUpdateResult').implement({
  authScopes: staff,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', { nullable: true, description: 'I001 when an entry was refused (then nothing was saved)' }),
    changes: t.field({ type: [ChangeRef], description: 'Each region changed, with the category it had before', resolve: (r) => r.changes }),
  }),
});

// Both fields may be left out, so a missing one answers the spec's message rather than a type error.
const SalesMapInput = builder.inputType('SalesMapAreaCategoryInput', {
  fields: (t) => ({
    regionId: t.int({ description: 'The region to categorise' }),
    category: t.string({ description: 'A, B, C or D', validate: z.string().max(20).nullable().optional() }),
  }),
});

builder.queryFields((t) => ({
  salesAreaMaps: t.withAuth(staff).field({
    type: [RegionRef],
    description: "The regions of the host's sales organisation with their groups and categories",
    resolve: (_r, _a, ctx) => salesAreaMaps(ctx),
  }),
}));

builder.mutationFields((t) => ({
  updateSalesMapAreaCategories: t.withAuth(staff).field({
    type: UpdateResultRef,
    description: 'Sets the category of each region named; one bad entry refuses the whole batch',
    args: { salesMaps: t.arg({ type: [SalesMapInput], required: true, validate: z.array(z.any()).max(MAX_REGIONS_PER_UPDATE) }) },
    resolve: (_r, a, ctx) => updateSalesMapAreaCategories(ctx, a.salesMaps),
  }),
}));
