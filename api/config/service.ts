import type { Database } from '../db/index.ts';
import {
  configDefaults,
  defaultFeatures,
  HOST_TEXTS,
  type HostConfig,
  type HostText,
  type StoredHostConfig,
} from '../../src/rules/host-config.ts';

export interface HostRecord {
  id: number;
  hostname: string;
  status: 'online' | 'maintenance';
  statusMessage: string | null;
  config: HostConfig;
}

// Host rows change rarely (an admin switching maintenance); a short cache spares a query per request.
const CACHE_MS = 5_000;
const cache = new WeakMap<Database, { at: number; hosts: Map<string, HostRecord>; fallback: HostRecord }>();

/** `Host: eu.localhost:3000` -> `eu.localhost`. */
export function hostnameOf(hostHeader: string | null | undefined): string {
  const raw = (hostHeader ?? '').trim().toLowerCase();
  if (raw.startsWith('[')) return raw.slice(0, raw.indexOf(']') + 1);
  return raw.split(':')[0];
}

/** The host's record; an unknown host gets the default host's. */
export async function resolveHost(db: Database, hostname: string): Promise<HostRecord> {
  let entry = cache.get(db);
  if (!entry || Date.now() - entry.at > CACHE_MS) {
    entry = await loadHosts(db);
    cache.set(db, entry);
  }
  return entry.hosts.get(hostnameOf(hostname)) ?? entry.fallback;
}

export function forgetHosts(db: Database): void {
  cache.delete(db);
}

export async function knownHostnames(db: Database): Promise<string[]> {
  await resolveHost(db, '');
  return [...cache.get(db)!.hosts.keys()];
}

async function loadHosts(db: Database) {
  const [rows, languages, sorgs, marketTexts] = await Promise.all([
    db.selectFrom('hosts').selectAll().orderBy('id').execute(),
    db
      .selectFrom('hostLanguages as hl')
      .innerJoin('languages as l', 'l.code', 'hl.languageCode')
      .select(['hl.hostId', 'l.code', 'l.name'])
      .orderBy('hl.hostId')
      .orderBy('hl.position')
      .execute(),
    db.selectFrom('salesOrganisations').select(['sorg', 'merchantName', 'paaLabel']).execute(),
    db
      .selectFrom('dataTexts')
      .select(['entityKey', 'field', 'locale', 'text'])
      .where('entity', '=', 'market')
      .where('field', 'in', [...HOST_TEXTS])
      .execute(),
  ]);
  if (rows.length === 0) throw new Error('No host is configured: seed the database first');
  const hosts = new Map<string, HostRecord>();
  for (const row of rows) {
    const stored = JSON.parse(row.config) as Partial<StoredHostConfig>;
    const config: HostConfig = {
      ...(stored as StoredHostConfig),
      dateFormat: stored.dateFormat || configDefaults.dateFormat,
      timeFormat: stored.timeFormat || configDefaults.timeFormat,
      stockDisplay: stored.stockDisplay ?? configDefaults.stockDisplay,
      catalogDefaultView: stored.catalogDefaultView ?? configDefaults.catalogDefaultView,
      invoicePaymentRule: stored.invoicePaymentRule ?? configDefaults.invoicePaymentRule,
      host: row.hostname,
      sorg: row.sorg,
      merchantName: sorgs.find((s) => s.sorg === row.sorg)?.merchantName ?? null,
      paaLabel: paaLabelOf(sorgs.find((s) => s.sorg === row.sorg)?.paaLabel),
      languages: languages.filter((l) => l.hostId === row.id).map(({ code, name }) => ({ code, name })),
      features: { ...defaultFeatures, ...JSON.parse(row.features) },
    };
    config.texts = textsOf(
      config,
      marketTexts.filter((t) => t.entityKey === row.sorg),
    );
    hosts.set(row.hostname, { id: row.id, hostname: row.hostname, status: row.status, statusMessage: row.statusMessage, config });
  }
  const fallbackRow = rows.find((r) => r.isDefault === 1) ?? rows[0];
  return { at: Date.now(), hosts, fallback: hosts.get(fallbackRow.hostname)! };
}

const paaLabelOf = (stored: string | undefined): HostConfig['paaLabel'] => (stored === 'parts' || stored === 'pna' ? stored : 'paa');

/**
 * The host's own texts in each of its languages, so the page shows the one of its reader's language (the browser
 * switches language without asking again). A text the host leaves empty stays empty in every language.
 */
function textsOf(config: HostConfig, rows: { field: string; locale: string; text: string }[]): HostConfig['texts'] {
  const texts: NonNullable<HostConfig['texts']> = {};
  for (const { code } of config.languages) {
    const own = rows.filter((r) => r.locale === code && config[r.field as HostText]);
    if (own.length) texts[code] = Object.fromEntries(own.map((r) => [r.field, r.text]));
  }
  return texts;
}

export async function setHostStatus(db: Database, hostname: string, status: 'online' | 'maintenance', message: string | null) {
  const { numUpdatedRows } = await db
    .updateTable('hosts')
    .set({ status, statusMessage: status === 'maintenance' ? message : null })
    .where('hostname', '=', hostnameOf(hostname))
    .executeTakeFirst();
  forgetHosts(db);
  return Number(numUpdatedRows) === 1;
}
