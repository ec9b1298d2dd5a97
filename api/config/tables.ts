import type { Generated } from 'kysely';

/** The markets the portal serves: sales organisations with their companies, and the hosts and languages of each (migration 0001). */
export interface ConfigTables {
  salesOrganisations: SalesOrganisationTable;
  companies: { id: Generated<number>; code: string; name: string; sorg: string };
  languages: { code: string; name: string };
  hosts: HostTable;
  hostLanguages: { hostId: number; languageCode: string; position: number };
}

export interface SalesOrganisationTable {
  sorg: string;
  name: string;
  countryId: string;
  currency: string;
  merchantName: string | null;
  /** How the PAA toggle reads in this organisation: parts, pna or paa. */
  paaLabel: Generated<string>;
}

export interface HostTable {
  id: Generated<number>;
  hostname: string;
  sorg: string;
  isDefault: Generated<number>;
  /** JSON of HostConfig (src/rules/host-config.ts) less sorg and languages, which have columns and a table. */
  config: string;
  /** JSON of the feature flags. */
  features: string;
  status: Generated<'online' | 'maintenance'>;
  statusMessage: string | null;
}
