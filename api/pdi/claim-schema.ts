// What PDI adds to a claim (spec 2 §3 Claim pdi): the pre-delivery inspection of the claimed bike, when its dealer did one.
import { ClaimRef } from '../claims/queries-schema.ts';
import { CLAIM_READ } from '../claims/access.ts';
import { builder } from '../graphql/builder.ts';
import { PDI_READ } from './access.ts';

interface ClaimPdi {
  id: number;
  mechanic: string;
  completedAt: string | null;
  createdAt: string;
  checked: number;
  items: number;
}

const ClaimPdiRef = builder.objectRef<ClaimPdi>('ClaimPdi').implement({
  authScopes: { scope: CLAIM_READ },
  description: 'The pre-delivery inspection of a claimed bike, as the claim shows it: the officer reads whether the bike was checked',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The inspection id (Query.pdi)' }),
    mechanic: t.exposeString('mechanic', { description: 'The mechanic who inspected the bike' }),
    completedAt: t.exposeString('completedAt', {
      nullable: true,
      description: 'YYYY-MM-DD: the day every item was checked; null while any is open',
    }),
    createdAt: t.exposeString('createdAt', { description: 'When the inspection was first saved: ISO 8601, UTC' }),
    checked: t.exposeInt('checked', { description: 'How many checklist items were ticked' }),
    items: t.exposeInt('items', { description: 'How many items the checklist has' }),
    mayOpen: t.boolean({
      description: 'The reader may open the inspection list (page.pdi)',
      resolve: (_p, _a, ctx) => !!ctx.actor?.scopes.has(PDI_READ),
    }),
  }),
});

builder.objectField(ClaimRef, 'pdi', (t) =>
  t.field({
    type: ClaimPdiRef,
    nullable: true,
    description:
      "The claimed bike's pre-delivery inspection (not deleted) when the claim's own dealer did it; null on a PAA claim, " +
      'without one, or when another customer inspected the bike',
    resolve: async (c, _a, ctx) => {
      if (!c.frameId) return null;
      const pdi = await ctx.db
        .selectFrom('pdis as p')
        .select(['p.id', 'p.mechanic', 'p.completedAt', 'p.createdAt'])
        .select((eb) => [
          eb
            .selectFrom('pdiChecks as k')
            .select((k) => k.fn.countAll<number>().as('n'))
            .whereRef('k.pdiId', '=', 'p.id')
            .where('k.checked', '=', 1)
            .as('checked'),
        ])
        .where('p.frameId', '=', c.frameId)
        .where('p.customerId', '=', c.customerId)
        .where('p.isDeleted', '=', 0)
        .executeTakeFirst();
      if (!pdi) return null;
      const items = await ctx.db
        .selectFrom('pdiChecklistItems')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { ...pdi, checked: Number(pdi.checked ?? 0), items: Number(items.n) };
    },
  }),
);
