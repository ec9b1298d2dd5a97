import { type Erp, type ErpHooks, erpFor } from './adapters/erp/index.ts';
import type { Database } from './db/index.ts';
import { joinOpenCampaigns } from './frames/recall-rules.ts';

/** What the portal does inside the ERP's transactions (adapters/erp ErpHooks), from the domains that own it. */
export const portalErpHooks: ErpHooks = { framesNumbered: joinOpenCampaigns };

/** The portal's ERP: the connector ERP_ADAPTER names, with the portal's part of its shipments. */
export const portalErp = (db: Database, vars: NodeJS.ProcessEnv = process.env): Erp => erpFor(db, portalErpHooks, vars);
