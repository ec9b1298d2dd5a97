import { type Migration, Migrator } from 'kysely';
import type { Database } from './index.ts';
import * as m0001 from './migrations/0001_foundation.ts';
import * as m0002 from './migrations/0002_shell.ts';
import * as m0003 from './migrations/0003_catalogue.ts';
import * as m0004 from './migrations/0004_orders.ts';
import * as m0005 from './migrations/0005_erp.ts';
import * as m0006 from './migrations/0006_order_tracking.ts';
import * as m0007 from './migrations/0007_payments.ts';
import * as m0008 from './migrations/0008_user_admin.ts';
import * as m0009 from './migrations/0009_audit_log.ts';
import * as m0010 from './migrations/0010_content_publishing.ts';
import * as m0011 from './migrations/0011_marketing_material.ts';
import * as m0012 from './migrations/0012_claims.ts';
import * as m0013 from './migrations/0013_pdi.ts';
import * as m0014 from './migrations/0014_retail_sales.ts';
import * as m0015 from './migrations/0015_recall_campaigns.ts';
import * as m0017 from './migrations/0017_data_texts.ts';
import * as m0018 from './migrations/0018_last_customer.ts';
import * as m0019 from './migrations/0019_content_language.ts';
import * as m0020 from './migrations/0020_sign_in_hardening.ts';
import * as m0021 from './migrations/0021_payment_gateway_outbox.ts';
import * as m0022 from './migrations/0022_sales_overview.ts';
import * as m0023 from './migrations/0023_bonus_programme.ts';
import * as m0024 from './migrations/0024_download_requests.ts';
import * as m0025 from './migrations/0025_upload_area.ts';
import * as m0026 from './migrations/0026_third_party.ts';
import * as m0027 from './migrations/0027_click_collect.ts';
import * as m0028 from './migrations/0028_inquiries_password_reset.ts';
import * as m0029 from './migrations/0029_order_confirmation.ts';
import * as m0031 from './migrations/0031_sales_area.ts';
import * as m0032 from './migrations/0032_visit_forms.ts';
import * as m0033 from './migrations/0033_cache_generations.ts';
import * as m0034 from './migrations/0034_sales_search_and_generation.ts';
import * as m0035 from './migrations/0035_periodic_tasks.ts';
import * as m0036 from './migrations/0036_search_on_postgres.ts';
import * as m0037 from './migrations/0037_invoice_generation.ts';
import * as m0038 from './migrations/0038_window_counters.ts';
import * as m0039 from './migrations/0039_receipts_as_files.ts';
import * as m0040 from './migrations/0040_one_live_pdi_per_frame.ts';
import * as m0041 from './migrations/0041_one_third_party_order_per_key.ts';
import * as m0042 from './migrations/0042_claim_return_and_frame_old_code.ts';
import * as m0043 from './migrations/0043_news_and_document_layouts.ts';
import * as m0044 from './migrations/0044_invoice_terms.ts';
import * as m0045 from './migrations/0045_claim_return_history.ts';
import * as m0046 from './migrations/0046_layout_texts.ts';
import * as m0047 from './migrations/0047_catalog_spelling.ts';
import * as m0048 from './migrations/0048_claim_unknown_frame.ts';
import * as m0049 from './migrations/0049_price_component_scope.ts';
import * as m0050 from './migrations/0050_shopping_lists.ts';
import * as m0051 from './migrations/0051_list_schedules.ts';
import * as m0052 from './migrations/0052_quotes.ts';
import * as m0053 from './migrations/0053_order_numbers.ts';

// A static list rather than a folder scan, so the order is explicit and bundling cannot lose a file.
const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_shell': m0002,
  '0003_catalogue': m0003,
  '0004_orders': m0004,
  '0005_erp': m0005,
  '0006_order_tracking': m0006,
  '0007_payments': m0007,
  '0008_user_admin': m0008,
  '0009_audit_log': m0009,
  '0010_content_publishing': m0010,
  '0011_marketing_material': m0011,
  '0012_claims': m0012,
  '0013_pdi': m0013,
  '0014_retail_sales': m0014,
  '0015_recall_campaigns': m0015,
  '0017_data_texts': m0017,
  '0018_last_customer': m0018,
  '0019_content_language': m0019,
  '0020_sign_in_hardening': m0020,
  '0021_payment_gateway_outbox': m0021,
  '0022_sales_overview': m0022,
  '0023_bonus_programme': m0023,
  '0024_download_requests': m0024,
  '0025_upload_area': m0025,
  '0026_third_party': m0026,
  '0027_click_collect': m0027,
  '0028_inquiries_password_reset': m0028,
  '0029_order_confirmation': m0029,
  '0031_sales_area': m0031,
  '0032_visit_forms': m0032,
  '0033_cache_generations': m0033,
  '0034_sales_search_and_generation': m0034,
  '0035_periodic_tasks': m0035,
  '0036_search_on_postgres': m0036,
  '0037_invoice_generation': m0037,
  '0038_window_counters': m0038,
  '0039_receipts_as_files': m0039,
  '0040_one_live_pdi_per_frame': m0040,
  '0041_one_third_party_order_per_key': m0041,
  '0042_claim_return_and_frame_old_code': m0042,
  '0043_news_and_document_layouts': m0043,
  '0044_invoice_terms': m0044,
  '0045_claim_return_history': m0045,
  '0046_layout_texts': m0046,
  '0047_catalog_spelling': m0047,
  '0048_claim_unknown_frame': m0048,
  '0049_price_component_scope': m0049,
  '0050_shopping_lists': m0050,
  '0051_list_schedules': m0051,
  '0052_quotes': m0052,
  '0053_order_numbers': m0053,
};

/** The migrator over the portal's migrations (tests step back and forth with it). */
export const migratorFor = (db: Database) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

export async function migrateToLatest(db: Database): Promise<void> {
  const { error, results } = await migratorFor(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
