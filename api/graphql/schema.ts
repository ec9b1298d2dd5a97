import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import { auditMutations } from '../audit/mutations.ts';
// Each domain adds its types, queries and mutations to the one builder.
import '../account/schema.ts';
import '../account/profile-schema.ts';
import '../cart/schema.ts';
import '../cart/order-limits-schema.ts';
import '../catalog/schema.ts';
import '../config/schema.ts';
import '../content/schema.ts';
import '../credit/schema.ts';
import '../credit/block-release-schema.ts';
import '../invoices/open-invoices-schema.ts';
import '../invoices/list-schema.ts';
import '../orders/schema.ts';
import '../orders/list-schema.ts';
import '../orders/deliveries-schema.ts';
import '../orders/open-orders-schema.ts';
import '../payments/schema.ts';
import '../order-payments/schema.ts';
import '../users/schema.ts';
import '../access-admin/schema.ts';
import '../audit/schema.ts';
import '../news/schema.ts';
import '../content/markets-admin-schema.ts';
import '../content/banners-admin-schema.ts';
import '../sales-documents/schema.ts';
import '../files/schema.ts';
import '../marketing-material/schema.ts';
import '../claims/claims-schema.ts';
import '../claims/mutations-schema.ts';
import '../pdi/schema.ts';
import '../retail-sales/schema.ts';
import '../bonus/bonus-schema.ts';
import '../frames/schema.ts';
import '../download-area/schema.ts';
import '../upload-area/schema.ts';
import '../inquiries/schema.ts';
import '../password-reset/schema.ts';
import '../home/home-schema.ts';
import '../sales-overview/sales-overview-schema.ts';
import '../third-party/schema.ts';
import '../click-collect/schema.ts';

// Every mutation, of every domain, runs in one write transaction with its audit row (api/audit/mutations.ts).
export const schema = auditMutations(builder.toSchema());

export const printedSchema = () => printSchema(lexicographicSortSchema(schema));
