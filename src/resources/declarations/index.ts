import type { ResourceDeclaration } from '../types.ts';
import { groupRoles } from './group-roles.ts';
import { announcements } from './announcements.ts';
import { banners } from './banners.ts';
import { contentTargetMarkets } from './content-target-markets.ts';
import { customerInquiries } from './customer-inquiries.ts';
import { marketingCategories, marketingImages } from './marketing-material.ts';
import { news } from './news.ts';
import { permissions } from './permissions.ts';
import { priceComponents } from './price-components.ts';
import { recalls } from './recalls.ts';
import { salesDocumentGroups, salesDocuments } from './sales-documents.ts';
import { roles } from './roles.ts';
import { users } from './users.ts';

/** Every admin resource the generic pages serve; a new admin table is added here. */
export const adminResources: ResourceDeclaration[] = [
  users,
  roles,
  groupRoles,
  permissions,
  news,
  marketingCategories,
  marketingImages,
  announcements,
  banners,
  contentTargetMarkets,
  salesDocumentGroups,
  salesDocuments,
  recalls,
  customerInquiries,
  priceComponents,
];

export const declarationOf = (name: string | undefined) => adminResources.find((r) => r.name === name);
