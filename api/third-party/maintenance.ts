import { PRODUCT_BATCH } from '../../src/rules/third-party.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { type MutationOutcome, Refused, type UserError, failed, succeeded } from '../graphql/mutation-result.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { maintainedVendor, precisionIn, type Vendor } from './access.ts';
import { tpError, vendorRefused } from './answer.ts';
import { type FileRead, type FileRow, PRODUCT_COLUMNS, rowsOf, STOCK_COLUMNS } from './files.ts';
import { nowIso } from '../platform/clock.ts';

// Article maintenance of a vendor (spec 3 §7): stock and product files, all or nothing with an error per row; and
// attribute updates and deletes of at most 75 products a call, each call all or nothing, so the page sends the
// batches one after another and a failing batch does not stop the next.

/** A problem of one file row: its line in the file (the header is line 1), the column and the message. */
export interface RowError extends UserError {
  line: number;
}

export interface MaintenanceAnswer extends MutationOutcome {
  code: string | null;
  rowErrors: RowError[];
  articleCodes: string[];
}

const done = (description: string, articleCodes: string[]): MaintenanceAnswer => ({
  ...succeeded(description),
  code: null,
  rowErrors: [],
  articleCodes,
});

class RowsRefused extends Error {
  constructor(
    readonly rowErrors: RowError[],
    readonly fileErrors: UserError[] = [],
  ) {
    super('rows refused');
  }
}

/**
 * Runs the work in one write transaction for the vendor the login acts for (staff who maintain any vendor name it);
 * refusals roll back and answer their errors.
 */
async function asVendor(
  ctx: SignedInContext,
  vendorId: number | null | undefined,
  work: (db: Database, vendor: Vendor) => Promise<MaintenanceAnswer>,
): Promise<MaintenanceAnswer> {
  const chosen = await maintainedVendor(ctx, vendorId);
  if ('refusal' in chosen) return { ...vendorRefused(chosen.refusal), rowErrors: [], articleCodes: [] };
  const { vendor } = chosen;
  try {
    return await inWriteTransaction(ctx.db, (db) => work(db, vendor));
  } catch (e) {
    if (e instanceof RowsRefused) {
      return {
        ...failed('Nothing was saved: please correct the file', e.fileErrors),
        code: ErrorCode.invalidInput,
        rowErrors: e.rowErrors,
        articleCodes: [],
      };
    }
    if (e instanceof Refused) return { ...failed(e.message, e.userErrors), code: e.code, rowErrors: [], articleCodes: [] };
    throw e;
  }
}

const rowError = (line: number, e: UserError): RowError => ({ ...e, line });
const wholeNumber = (s: string | undefined, min: number) => (/^\d+$/.test(s ?? '') && Number(s) >= min ? Number(s) : null);

function tableOf<C extends string>(read: FileRead | undefined, columns: readonly C[], required: readonly C[]): FileRow<C>[] {
  if (!read) throw new RowsRefused([], [tpError('file', 'file_unreadable')]);
  if ('fileError' in read) throw new RowsRefused([], [read.fileError]);
  const parsed = rowsOf(read.table, columns, required);
  if ('missing' in parsed) throw new RowsRefused([], [tpError('file', 'missing_columns', { columns: parsed.missing.join(', ') })]);
  if (!parsed.rows.length) throw new RowsRefused([], [tpError('file', 'file_empty')]);
  const seen = new Map<string, number>();
  const dupes: RowError[] = [];
  for (const r of parsed.rows) {
    const code = r.cells['articleCode' as C] ?? '';
    if (code && seen.has(code)) dupes.push(rowError(r.line, tpError('articleCode', 'duplicate', { articleCode: code })));
    seen.set(code, r.line);
  }
  if (dupes.length) throw new RowsRefused(dupes);
  return parsed.rows;
}

export function uploadStockThirdParties(
  ctx: SignedInContext,
  read: FileRead | undefined,
  vendorId?: number | null,
): Promise<MaintenanceAnswer> {
  return asVendor(ctx, vendorId, async (db, vendor) => {
    const rows = tableOf(read, STOCK_COLUMNS, STOCK_COLUMNS);
    const known = new Set(
      (await db.selectFrom('thirdPartyProducts').select('articleCode').where('vendorId', '=', vendor.id).execute()).map(
        (p) => p.articleCode,
      ),
    );
    const errors: RowError[] = [];
    for (const r of rows) {
      const code = r.cells.articleCode ?? '';
      if (!code) errors.push(rowError(r.line, tpError('articleCode', 'required')));
      else if (!known.has(code)) errors.push(rowError(r.line, tpError('articleCode', 'product_unknown', { articleCode: code })));
      if (wholeNumber(r.cells.stock, 0) === null) errors.push(rowError(r.line, tpError('stock', 'stock_value')));
    }
    if (errors.length) throw new RowsRefused(errors);
    const now = nowIso();
    for (const r of rows) {
      await db
        .updateTable('thirdPartyProducts')
        .set({ stock: Number(r.cells.stock), updatedAt: now })
        .where('vendorId', '=', vendor.id)
        .where('articleCode', '=', r.cells.articleCode!)
        .execute();
    }
    return done(
      `${rows.length} stock row(s) saved`,
      rows.map((r) => r.cells.articleCode!),
    );
  });
}

const YES = ['yes', 'y', 'true', '1', 'ja', 'oui', 'ya'];
const NO = ['no', 'n', 'false', '0', 'nein', 'non', 'tidak', 'tak'];

export function uploadProductThirdParties(
  ctx: SignedInContext,
  read: FileRead | undefined,
  vendorId?: number | null,
): Promise<MaintenanceAnswer> {
  return asVendor(ctx, vendorId, async (db, vendor) => {
    const rows = tableOf(read, PRODUCT_COLUMNS, ['articleCode', 'name', 'salesUnit', 'price']);
    const currency = (
      await db.selectFrom('salesOrganisations').select('currency').where('sorg', '=', vendor.sorg).executeTakeFirstOrThrow()
    ).currency;
    const precision = await precisionIn(db, vendor.sorg, currency);
    const priceRule = new RegExp(precision ? `^\\d+([.,]\\d{1,${precision}})?$` : '^\\d+$');
    const errors: RowError[] = [];
    const values = rows.map((r) => {
      const c = r.cells;
      const add = (field: string, e: UserError) => errors.push(rowError(r.line, { ...e, field }));
      for (const field of ['articleCode', 'name', 'salesUnit'] as const) if (!c[field]) add(field, tpError(field, 'required'));
      if ((c.articleCode ?? '').length > 40) add('articleCode', tpError('articleCode', 'too_long', { max: '40' }));
      if ((c.name ?? '').length > 120) add('name', tpError('name', 'too_long', { max: '120' }));
      if ((c.description ?? '').length > 500) add('description', tpError('description', 'too_long', { max: '500' }));
      const priceText = (c.price ?? '').replace(',', '.');
      if (!priceRule.test(c.price ?? '')) add('price', tpError('price', 'price_value', { precision: String(precision) }));
      const stock = c.stock ? wholeNumber(c.stock, 0) : 0;
      if (stock === null) add('stock', tpError('stock', 'stock_value'));
      const uom = c.uomConverter ? wholeNumber(c.uomConverter, 1) : 1;
      if (uom === null) add('uomConverter', tpError('uomConverter', 'whole_number'));
      const activeText = (c.active ?? '').toLowerCase();
      if (activeText && !YES.includes(activeText) && !NO.includes(activeText)) add('active', tpError('active', 'active_value'));
      return {
        articleCode: c.articleCode ?? '',
        name: c.name ?? '',
        description: c.description ?? '',
        salesUnit: (c.salesUnit ?? '').toUpperCase(),
        price: Math.round(Number(priceText) * 10 ** precision),
        stock: stock ?? 0,
        uomConverter: uom ?? 1,
        active: NO.includes(activeText) && activeText ? 0 : 1,
      };
    });
    if (errors.length) throw new RowsRefused(errors);
    const now = nowIso();
    for (const v of values) {
      await db
        .insertInto('thirdPartyProducts')
        .values({
          ...v,
          vendorId: vendor.id,
          currency,
          imageUrl: null,
          displayOrder: null,
          newArrivalFrom: null,
          newArrivalTo: null,
          updatedAt: now,
        })
        .onConflict((oc) =>
          oc.columns(['vendorId', 'articleCode']).doUpdateSet({
            name: v.name,
            description: v.description,
            salesUnit: v.salesUnit,
            price: v.price,
            stock: v.stock,
            uomConverter: v.uomConverter,
            active: v.active,
            updatedAt: now,
          }),
        )
        .execute();
    }
    return done(
      `${values.length} product row(s) saved`,
      values.map((v) => v.articleCode),
    );
  });
}

export interface ProductKey {
  articleCode: string;
  sorg: string;
}
export interface AttributeInput extends ProductKey {
  attribute: { order?: number | null; newArrival?: { from?: string | null; to?: string | null; active?: boolean | null } | null };
}

/** The vendor's products among `keys`, or the errors of those that are not its own (by their index in the batch). */
async function ownProducts(db: Database, vendor: Vendor, keys: ProductKey[]) {
  if (keys.length > PRODUCT_BATCH)
    throw new Refused(ErrorCode.invalidInput, [tpError('products', 'batch_size', { max: String(PRODUCT_BATCH) })]);
  const codes = keys.map((k) => k.articleCode);
  const rows = codes.length
    ? await db
        .selectFrom('thirdPartyProducts')
        .select(['id', 'articleCode'])
        .where('vendorId', '=', vendor.id)
        .where('articleCode', 'in', codes)
        .execute()
    : [];
  const ids = new Map(rows.map((r) => [r.articleCode, r.id]));
  const errors = keys.flatMap((k, i) =>
    k.sorg === vendor.sorg && ids.has(k.articleCode)
      ? []
      : [tpError(`products.${i}.articleCode`, 'product_unknown', { articleCode: k.articleCode })],
  );
  if (errors.length) throw new Refused(ErrorCode.notFound, errors, 'Nothing in this batch was saved');
  return ids;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function updateProductAttributes(
  ctx: SignedInContext,
  products: AttributeInput[],
  vendorId?: number | null,
): Promise<MaintenanceAnswer> {
  return asVendor(ctx, vendorId, async (db, vendor) => {
    const ids = await ownProducts(db, vendor, products);
    const errors: UserError[] = [];
    products.forEach((p, i) => {
      const { order, newArrival } = p.attribute;
      if (order != null && (!Number.isInteger(order) || order < 0)) errors.push(tpError(`products.${i}.attribute.order`, 'whole_number'));
      for (const end of ['from', 'to'] as const) {
        const d = newArrival?.[end];
        if (d && (!DATE.test(d) || Number.isNaN(Date.parse(d))))
          errors.push(tpError(`products.${i}.attribute.newArrival.${end}`, 'date_value'));
      }
      if (newArrival?.from && newArrival.to && newArrival.to < newArrival.from)
        errors.push(tpError(`products.${i}.attribute.newArrival.to`, 'date_range'));
    });
    if (errors.length) throw new Refused(ErrorCode.invalidInput, errors, 'Nothing in this batch was saved');
    const now = nowIso();
    for (const p of products) {
      const { order, newArrival } = p.attribute;
      await db
        .updateTable('thirdPartyProducts')
        .set({
          ...(order !== undefined ? { displayOrder: order } : {}),
          ...(newArrival
            ? { newArrivalFrom: newArrival.from ?? null, newArrivalTo: newArrival.to ?? null, newArrivalActive: newArrival.active ? 1 : 0 }
            : {}),
          updatedAt: now,
        })
        .where('id', '=', ids.get(p.articleCode)!)
        .execute();
    }
    return done(
      `${products.length} product(s) updated`,
      products.map((p) => p.articleCode),
    );
  });
}

export function deleteProducts(ctx: SignedInContext, products: ProductKey[], vendorId?: number | null): Promise<MaintenanceAnswer> {
  return asVendor(ctx, vendorId, async (db, vendor) => {
    const ids = await ownProducts(db, vendor, products);
    // Orders keep the article's code, name and price; their link to the product goes.
    await db
      .deleteFrom('thirdPartyProducts')
      .where('id', 'in', [...ids.values()])
      .execute();
    return done(
      `${products.length} product(s) deleted`,
      products.map((p) => p.articleCode),
    );
  });
}
