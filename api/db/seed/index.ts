import type { Insertable, Transaction } from 'kysely';
import type { FileStorage } from '../../files/storage.ts';
import { hashPassword } from '../../auth/password.ts';
import { sanitizeAnnouncementHtml } from '../../content/sanitize.ts';
import type { Database } from '../index.ts';
import type { DB } from '../types.ts';
import { groupRoles, permissionRows, roles } from './access.ts';
import { bannerSvg } from './banner-art.ts';
import { seedBonusProgrammes } from './bonus.ts';
import { bikeCategoryRows } from './catalog.ts';
import { catalogFor, seedCatalog, writeCatalogImages } from './catalog-seed.ts';
import { seedInvoiceTerms, seedPriceComponents } from './invoice-terms.ts';
import { freightBenefitRows, homeWarehouseAreaOf, paymentMethodRows, shipmentMethodRows } from './checkout-options.ts';
import { announcementSeeds, bannerSeeds, contentTargetMarketSeeds, targetMarketsOf } from './content.ts';
import { receivableRows } from './credit-invoices.ts';
import { seedReceivableLines } from './receivable-lines.ts';
import { seedSalesHistory } from './sales-history.ts';
import { customerSeeds } from './customers.ts';
import { dataTextRows } from './data-texts.ts';
import { seedNews } from './publishing.ts';
import { seedSalesDocuments } from './sales-documents.ts';
import { seedMarketingMaterial } from './marketing-material.ts';
import { seedDemoClaims } from './claims.ts';
import { seedDemoRetailSales } from './retail-sales.ts';
import { seedDemoPdis } from './pdi.ts';
import { seedClickCollect } from './click-collect.ts';
import { seedShoppingLists } from './shopping-lists.ts';
import { seedQuotes } from './quotes.ts';
import { FRAMES_OF_LOGIN, seedFrames } from './frames.ts';
import { demoHistoryCustomers, seedOrderHistory } from './order-history.ts';
import { companyRows, hostRows, languages, markets, salesOrganisationRows } from './markets.ts';
import { REFERENCE_DATE } from './random.ts';
import { DEMO_PASSWORD, demoLogins, userSeeds } from './users.ts';
import { seedThirdParty, vendorSeeds } from './third-party.ts';
import { seedInquiries } from './inquiries.ts';
import { seedSalesAreas } from './sales-area.ts';
import { seedVisitFormOptions } from './visit-forms.ts';
import { nowIso } from '../../platform/clock.ts';

export { DEMO_PASSWORD, demoLogins } from './users.ts';

/** Every demo login the README lists, as the start banner prints them: the people, then the vendors' own logins. */
export const bannerLogins = [
  ...demoLogins,
  ...vendorSeeds.map((v) => ({ username: v.login, description: `Vendor ${v.name}: article maintenance and its orders` })),
];

export type SeedSize = 'small' | 'demo' | 'large';

type Tx = Transaction<DB>;

// Well under SQLite's bound-parameter limit even for the widest table (ship_tos: 11 columns).
const CHUNK = 200;

async function insert<T extends keyof DB & string>(tx: Tx, table: T, rows: Insertable<DB[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // Kysely cannot relate a generic table name to its row type; the signature above keeps callers typed.
    await tx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/** id by a unique column, read back after a bulk insert (dialect-neutral, unlike relying on RETURNING order). */
async function idsBy<T extends 'hosts' | 'roles' | 'permissions' | 'groupRoles' | 'companies' | 'customers' | 'users'>(
  tx: Tx,
  table: T,
  key: 'hostname' | 'name' | 'code' | 'codeR3' | 'username',
): Promise<Map<string, number>> {
  const rows = (await (tx.selectFrom(table as 'roles') as any).select(['id', key]).execute()) as Record<string, string | number>[];
  return new Map(rows.map((r) => [String(r[key]), Number(r.id)]));
}

export async function isSeeded(db: Database): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}

/**
 * Writes the demo data of one size in one transaction: all of it, or (on any error) none. With a file storage the
 * banner and product images are drawn into it first (same names every run, so a rerun overwrites rather than piles up).
 */
export async function seedDatabase(db: Database, size: SeedSize, storage?: FileStorage): Promise<void> {
  // scrypt is slow by design: one hash, shared by every seeded user.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const customers = customerSeeds(size);
  const users = userSeeds(customers);
  const banners = bannerSeeds();
  const catalog = catalogFor(size);
  if (storage) {
    for (const b of banners) await storage.put(`banners/${b.bannerFile}`, bannerSvg(b.art, b.bannerFile));
    await writeCatalogImages(storage, catalog);
  }

  await db.transaction().execute(async (tx) => {
    await insert(tx, 'salesOrganisations', salesOrganisationRows());
    await insert(tx, 'languages', languages);
    const hosts = hostRows();
    await insert(
      tx,
      'hosts',
      hosts.map((h) => h.row),
    );
    const hostIds = await idsBy(tx, 'hosts', 'hostname');
    await insert(
      tx,
      'hostLanguages',
      hosts.flatMap((h) => h.languages.map((languageCode, position) => ({ hostId: hostIds.get(h.row.hostname)!, languageCode, position }))),
    );

    await insert(tx, 'permissions', permissionRows());
    await insert(
      tx,
      'roles',
      roles.map(({ name, description }) => ({ name, description })),
    );
    await insert(
      tx,
      'groupRoles',
      groupRoles.map(({ name, description }) => ({ name, description })),
    );
    const [permissionIds, roleIds, groupRoleIds] = await Promise.all([
      idsBy(tx, 'permissions', 'name'),
      idsBy(tx, 'roles', 'name'),
      idsBy(tx, 'groupRoles', 'name'),
    ]);
    await insert(
      tx,
      'rolePermissions',
      roles.flatMap((r) => r.scopes.map((scope) => ({ roleId: roleIds.get(r.name)!, permissionId: permissionIds.get(scope)! }))),
    );
    await insert(
      tx,
      'groupRoleRoles',
      groupRoles.flatMap((g) => g.roles.map((role) => ({ groupRoleId: groupRoleIds.get(g.name)!, roleId: roleIds.get(role)! }))),
    );

    await insert(tx, 'companies', companyRows());
    await insert(
      tx,
      'customers',
      customers.map((c) => c.row),
    );
    const [companyIds, customerIds] = await Promise.all([idsBy(tx, 'companies', 'code'), idsBy(tx, 'customers', 'codeR3')]);
    const idOf = (r3: string) => customerIds.get(r3)!;
    await insert(
      tx,
      'customerAreas',
      customers.map((c) => ({ customerId: idOf(c.row.codeR3), ...c.area, homeWarehouseArea: homeWarehouseAreaOf(c.market, c.index) })),
    );
    await insert(
      tx,
      'shipTos',
      customers.flatMap((c) => c.shipTos.map((s) => ({ customerId: idOf(c.row.codeR3), ...s }))),
    );
    await insert(
      tx,
      'creditInformation',
      customers.flatMap((c) =>
        c.credit.map(({ companyCode, receivables: _invoices, ...figures }) => ({
          customerId: idOf(c.row.codeR3),
          companyId: companyIds.get(companyCode)!,
          ...figures,
        })),
      ),
    );
    // Open invoices behind the credit figures count back from today, so the planned blocks hold on the day of the seed.
    const receivables = receivableRows(customers, (code) => companyIds.get(code)!, idOf, new Date());
    await insert(tx, 'invoices', receivables.invoices);
    await insert(tx, 'erpNumberRanges', receivables.numberRanges);

    await insert(
      tx,
      'users',
      users.map((u) => ({
        username: u.username,
        name: u.name,
        email: u.email,
        phone: u.phone,
        passwordHash,
        language: u.language,
        limitation: u.limitation,
        customerId: u.customerR3 ? idOf(u.customerR3) : null,
        groupRoleId: u.groupRole ? groupRoleIds.get(u.groupRole)! : null,
        createdAt: REFERENCE_DATE,
        deletedAt: null,
      })),
    );
    const userIds = await idsBy(tx, 'users', 'username');
    await insert(
      tx,
      'userRoles',
      users.map((u) => ({ userId: userIds.get(u.username)!, roleId: roleIds.get(u.role)! })),
    );
    await insert(
      tx,
      'userAreas',
      users.flatMap((u) => u.areas.map((a) => ({ userId: userIds.get(u.username)!, ...a }))),
    );

    await insert(
      tx,
      'announcements',
      announcementSeeds().map(({ content, ...a }) => ({
        ...a,
        type: 'home_page',
        content: sanitizeAnnouncementHtml(content),
        createdAt: REFERENCE_DATE,
        updatedAt: REFERENCE_DATE,
      })),
    );
    await insert(
      tx,
      'banners',
      banners.map(({ art: _art, ...b }) => ({ ...b, createdAt: REFERENCE_DATE, updatedAt: REFERENCE_DATE })),
    );
    await insert(tx, 'bikeCategories', bikeCategoryRows());
    await insert(tx, 'shipmentMethods', shipmentMethodRows());
    await insert(tx, 'paymentMethods', paymentMethodRows());
    await insert(tx, 'freightBenefits', freightBenefitRows());
    await seedBonusProgrammes(tx);
    // Method names, categories, badges, promotion texts and the markets' own texts in each translated language.
    await insert(tx, 'dataTexts', dataTextRows());
    const dealer = users.find((u) => u.username === 'dealer')!;
    const dealerIds = { userId: userIds.get('dealer')!, customerId: idOf(dealer.customerR3!) };
    const cartLines = await seedCatalog(
      tx,
      catalog,
      customers.map((c) => ({ id: idOf(c.row.codeR3), sorg: c.market.sorg })),
      dealerIds,
    );
    await insert(
      tx,
      'cartLines',
      cartLines.map((line) => ({ customerId: dealerIds.customerId, ...line })),
    );
    // Once the articles exist: the receivables' lines, and the bikes the demo dealers received.
    await seedReceivableLines(tx, (rows) => insert(tx, 'invoiceLines', rows));
    // Two years of settled invoices of every dealer (the sales overview's comparison, the bonus's payment dates).
    await seedSalesHistory(
      tx,
      size,
      customers.map((c) => ({ customerId: idOf(c.row.codeR3), seed: c, companyIdOf: (code: string) => companyIds.get(code)! })),
      nowIso().slice(0, 10),
      (rows) => insert(tx, 'invoiceLines', rows),
    );
    // The payment terms the invoices carry: line items, early-payment discounts, instalments.
    await seedInvoiceTerms(tx);
    await seedPriceComponents(tx);
    // Consumers' click-and-collect orders at the demo dealers.
    await seedClickCollect(tx);
    // The demo dealer's shopping lists.
    if (size === 'demo') await seedShoppingLists(tx);
    await seedFrames(
      tx,
      users
        .filter((u) => u.username in FRAMES_OF_LOGIN && u.customerR3)
        .map((u) => ({
          username: u.username,
          customerId: idOf(u.customerR3!),
          sorg: customers.find((c) => c.row.codeR3 === u.customerR3)!.market.sorg,
        })),
    );

    await insert(tx, 'contentTargetMarkets', contentTargetMarketSeeds());
    const marketRows = await tx.selectFrom('contentTargetMarkets').select(['id', 'type', 'sorg']).execute();
    const sorgOfCustomer = new Map(customers.map((c) => [c.row.codeR3, c.market.sorg]));
    await insert(
      tx,
      'userContentTargetMarkets',
      users.flatMap((u) => {
        const sorg = u.customerR3 ? sorgOfCustomer.get(u.customerR3)! : (u.areas[0]?.sorg ?? null);
        return targetMarketsOf({ username: u.username, role: u.role, sorg }, markets[0].sorg).map(({ type, sorg: s }) => ({
          userId: userIds.get(u.username)!,
          marketId: marketRows.find((m) => m.type === type && m.sorg === s)!.id,
        }));
      }),
    );
    await seedNews(tx, storage, size !== 'small');
    await seedSalesDocuments(tx, storage, markets[0].sorg);
    await seedMarketingMaterial(tx, storage, size !== 'small');
    // Vendors, their logins, products and a few orders of the demo dealers.
    await seedThirdParty(tx, passwordHash);
    // Shops asking to become dealers, for the admin's inquiry list.
    await seedInquiries(tx);
    // The regions of each market's sales-area map and their categories.
    await seedSalesAreas(tx);
    // The option lists of the store-visit forms.
    await seedVisitFormOptions(tx);
  });
  // Past orders go through the ERP's own transactions, so they follow the seed's one.
  if (size === 'demo') {
    await seedOrderHistory(db, await demoHistoryCustomers(db));
    // The demo dealer's quotes, one in each state; the ordered one is one of the orders just placed.
    await seedQuotes(db);
    await seedDemoClaims(db);
    await seedDemoRetailSales(db);
    await seedDemoPdis(db);
  }
}
