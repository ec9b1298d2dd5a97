import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import { auditMutations } from '../audit/mutations.ts';
// Each domain adds its types, queries and mutations to the one builder.
import '../account/schema.ts';
import '../cart/schema.ts';
import '../catalog/schema.ts';
import '../config/schema.ts';
import '../content/schema.ts';
import '../credit/schema.ts';
import '../invoices/schema.ts';
import '../orders/schema.ts';
import '../payments/schema.ts';
import '../order-payments/schema.ts';
import '../users/schema.ts';
import '../access-admin/schema.ts';
import '../audit/schema.ts';
import '../news/schema.ts';
import '../sales-documents/schema.ts';
import '../files/schema.ts';
import '../marketing-material/schema.ts';
import '../claims/schema.ts';
import '../pdi/schema.ts';
import '../retail-sales/schema.ts';
import '../bonus/schema.ts';
import '../frames/schema.ts';
import '../download-area/schema.ts';
import '../upload-area/schema.ts';
import '../shopping-lists/schema.ts';
import '../quotes/schema.ts';
import '../inquiries/schema.ts';
import '../password-reset/schema.ts';
import '../home/schema.ts';
import '../sales-overview/schema.ts';
import '../third-party/schema.ts';
import '../click-collect/schema.ts';
import '../sales-area/schema.ts';
import '../order-confirmation/schema.ts';
import '../catalog-analyze/schema.ts';
import '../visit-forms/schema.ts';

// Every mutation, of every domain, runs in one write transaction with its audit row (api/audit/mutations.ts).
export const schema = auditMutations(builder.toSchema());

export const printedSchema = () => printSchema(lexicographicSortSchema(schema));
