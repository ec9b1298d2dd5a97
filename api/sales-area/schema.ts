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
import './users-schema.ts';

// Sales-area maps (spec 3 §7): holders of page.sales-area read and categorise the regions of the host's market.
const staff = { scope: 'page.sales-area' } as const;

const RegionGroupRef = builder.objectRef<RegionGroupRow>('SalesAreaRegionGroup').implement({
  authScopes: staff,
  description: 'A group of regions of a sales organisation that a region belongs to.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The group id.' }),
    code: t.exposeString('code', { description: 'The group code, unique within its sales organisation.' }),
    description: t.exposeString('description', { description: 'The group name.' }),
    category: t.exposeString('category', { nullable: true, description: "The region's category in this group; null reads TBD" }),
  }),
});

const RegionRef = builder.objectRef<SalesAreaRegionRow>('SalesAreaRegion').implement({
  authScopes: staff,
  description: 'A region of the market with the point its map marker stands on',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The region id, as SalesMapAreaCategoryInput.regionId takes it.' }),
    code: t.exposeString('code', { description: 'ISO 3166-2; the map names its shapes by it' }),
    description: t.exposeString('description', { description: 'The region name.' }),
    lat: t.exposeFloat('lat', { description: 'Latitude of its marker, in decimal degrees.' }),
    lng: t.exposeFloat('lng', { description: 'Longitude of its marker, in decimal degrees.' }),
    category: t.exposeString('category', { nullable: true, description: 'A, B, C or D; null reads TBD' }),
    updatedAt: t.exposeString('updatedAt', {
      nullable: true,
      description: 'When its category was last set, ISO 8601 in UTC; null when never.',
    }),
    regionGroups: t.loadableGroup({
      type: RegionGroupRef,
      description: 'The groups it belongs to, by name.',
      load: (ids: number[], ctx) => groupsOf(ctx.db, ids),
      group: (g) => g.regionId,
      resolve: (r) => r.id,
    }),
  }),
});

const ChangeRef = builder.objectRef<SalesAreaChange>('SalesAreaChange').implement({
  authScopes: staff,
  description: 'One region an update set, for the results page.',
  fields: (t) => ({
    region: t.field({ type: RegionRef, description: 'The region as it is now.', resolve: (c) => c.region }),
    previousCategory: t.exposeString('previousCategory', { nullable: true, description: 'The category it had before; null for TBD.' }),
  }),
});

const UpdateResultRef = builder.objectRef<SalesAreaUpdateAnswer>('SalesAreaUpdateResult').implement({
  authScopes: staff,
  description: 'What updateSalesMapAreaCategories answers.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether the categories were saved, with a text to show.',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'The problems of the entries, by field (salesMaps.0.category); empty when saved.',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', { nullable: true, description: 'I001 when an entry was refused (then nothing was saved)' }),
    changes: t.field({ type: [ChangeRef], description: 'Each region changed, with the category it had before', resolve: (r) => r.changes }),
  }),
});

// Both fields may be left out, so a missing one answers the spec's message rather than a type error.
const SalesMapInput = builder.inputType('SalesMapAreaCategoryInput', {
  description: "The category to give one region of the host's sales organisation.",
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
    args: {
      salesMaps: t.arg({
        type: [SalesMapInput],
        required: true,
        description: `The regions and their new categories, at most ${MAX_REGIONS_PER_UPDATE}.`,
        validate: z.array(z.any()).max(MAX_REGIONS_PER_UPDATE),
      }),
    },
    resolve: (_r, a, ctx) => updateSalesMapAreaCategories(ctx, a.salesMaps),
  }),
}));
