import type { ResourceProps } from '@refinedev/core';
import type { ScopeRequirement } from '../rules/scopes.ts';
import { adminRefineResources } from '../resources/refine.ts';

/** What a resource needs: `meta.scopes` is read by the access-control provider (spec 1 §6). */
export type PortalResource = ResourceProps & { meta?: ResourceProps['meta'] & { scopes?: ScopeRequirement } };

/** The resources of this slice; later domains add theirs here. */
export const portalResources: PortalResource[] = [
  // The customer list for switching customers (spec 1 §2.9, §4 "Customer picker").
  { name: 'salesCustomers', meta: { scopes: ['menu.change-cust'], hide: true } },
  // Admin tables declared as data (src/resources): roles, group roles, permissions...
  ...adminRefineResources,
];
