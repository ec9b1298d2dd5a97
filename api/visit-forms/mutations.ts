import { customerCodeMatches, normalisedCustomerCode } from '../../src/rules/customer-code.ts';
import {
  isPhotoSlot,
  type OptionKind,
  OTHER_OPTION,
  PHOTO_SLOTS,
  type PhotoSlot,
  VISIT_LIST_MAX,
  VISIT_NOTES_MAX,
  VISIT_QTY_MAX,
  VISIT_TEXT_MAX,
  type VisitBrand,
  visitFormMessages,
} from '../../src/rules/visit-forms.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { afterCommit } from '../db/write-scope.ts';
import { attachFiles, deleteFileRows, removeFileKeys } from '../files/index.ts';
import { areaErrors, type RecordAnswer, recordAnswer, refuseAll, trimmed, type UserError } from '../graphql/mutation-result.ts';
import { inAreas, readableForm, requireQualified, VISIT_FORM_OWNER } from './access.ts';
import { shownCode } from './forms.ts';
import { nowIso } from '../platform/clock.ts';

const visitError = areaErrors(visitFormMessages, 'visit-forms:errors.');

export interface VisitFormInput {
  custCode: string;
  otherMidrange?: readonly string[] | null;
  otherMidrangeDescription?: string | null;
  brandDomination?: boolean | null;
  qtyPlgGrp?: number | null;
  qtyNonPlgGrp?: number | null;
  brandDisplay?: readonly string[] | null;
  brandDisplayDescription?: string | null;
  seriesList?: readonly string[] | null;
  seriesBrand?: readonly { brand: string; series: string }[] | null;
  otherSeriesList?: readonly string[] | null;
  notes?: string | null;
  equipment?: readonly string[] | null;
  equipmentText?: string | null;
  photos?: readonly { slot: string; fileId: number }[] | null;
}

/** The dealer named by the code the portal shows (or any of its codes), if it lies in the user's areas. */
async function dealerOf(tx: Database, ctx: SignedInContext, code: string, errors: UserError[]) {
  const typed = normalisedCustomerCode(code);
  if (!typed) {
    errors.push(visitError('custCode', 'customer_required'));
    return null;
  }
  const candidates = await tx
    .selectFrom('customers')
    .select(['id', 'name', 'codeIsr', 'codeR3', 'codeUnified'])
    .where((eb) =>
      eb.or([
        eb('codeR3', '=', typed),
        eb('codeIsr', '=', typed),
        eb('codeUnified', '=', typed),
        eb('codeR3', 'like', `%${typed}`),
        eb('codeIsr', 'like', `%${typed}`),
      ]),
    )
    .orderBy('id')
    .limit(20)
    .execute();
  const named = candidates.filter((c) => customerCodeMatches(typed, { unified: c.codeUnified, isr: c.codeIsr, r3: c.codeR3 }));
  for (const c of named) if (await inAreas(ctx, c.id)) return c;
  // An unknown code reads like someone else's: nothing tells which codes exist.
  errors.push(visitError('custCode', 'customer_not_yours'));
  return null;
}

/** The options of one list, checked against the brand's seeded codes; 'other' needs its description. */
async function options(
  tx: Database,
  brand: VisitBrand,
  kind: OptionKind,
  field: string,
  given: readonly string[] | null | undefined,
  description: string | null | undefined,
  errors: UserError[],
) {
  const codes = [...new Set((given ?? []).map((c) => c.trim()).filter(Boolean))];
  const known = codes.length
    ? (
        await tx
          .selectFrom('visitFormOptions')
          .select('code')
          .where('brand', '=', brand)
          .where('kind', '=', kind)
          .where('code', 'in', codes)
          .execute()
      ).map((o) => o.code)
    : [];
  if (codes.some((c) => !known.includes(c))) errors.push(visitError(field, 'option_unknown'));
  const text = trimmed(description);
  const descriptionField = `${field}${field === 'equipment' ? 'Text' : 'Description'}`;
  if (codes.includes(OTHER_OPTION) && !text) errors.push(visitError(descriptionField, 'description_required'));
  if (text.length > VISIT_TEXT_MAX) errors.push(visitError(descriptionField, 'text_too_long', { max: String(VISIT_TEXT_MAX) }));
  return { codes: JSON.stringify(codes), text: text || null };
}

function quantity(field: string, v: number | null | undefined, errors: UserError[]) {
  if (v == null) return null;
  if (!Number.isInteger(v) || v < 0 || v > VISIT_QTY_MAX) errors.push(visitError(field, 'qty_invalid', { max: String(VISIT_QTY_MAX) }));
  return v;
}

function texts(field: string, given: readonly string[] | null | undefined, errors: UserError[]) {
  const list = [...new Set((given ?? []).map((s) => s.trim()).filter(Boolean))];
  if (list.length > VISIT_LIST_MAX) errors.push(visitError(field, 'list_too_long', { max: String(VISIT_LIST_MAX) }));
  if (list.some((s) => s.length > 100)) errors.push(visitError(field, 'text_too_long', { max: '100' }));
  return list;
}

/** Every field checked at once, so the rep sees all that is wrong; the row's values when nothing is. */
async function checkedValues(tx: Database, ctx: SignedInContext, brand: VisitBrand, input: VisitFormInput) {
  const errors: UserError[] = [];
  const dealer = await dealerOf(tx, ctx, input.custCode ?? '', errors);
  const midrange = await options(tx, brand, 'other_midrange', 'otherMidrange', input.otherMidrange, input.otherMidrangeDescription, errors);
  const display = await options(tx, brand, 'brand_display', 'brandDisplay', input.brandDisplay, input.brandDisplayDescription, errors);
  const equipment = await options(tx, brand, 'equipment', 'equipment', input.equipment, input.equipmentText, errors);
  const seriesBrand = (input.seriesBrand ?? [])
    .map((s) => ({ brand: trimmed(s.brand), series: trimmed(s.series) }))
    .filter((s) => s.brand || s.series);
  if (seriesBrand.some((s) => !s.brand || !s.series)) errors.push(visitError('seriesBrand', 'series_brand_incomplete'));
  if (seriesBrand.length > VISIT_LIST_MAX) errors.push(visitError('seriesBrand', 'list_too_long', { max: String(VISIT_LIST_MAX) }));
  if (seriesBrand.some((s) => s.brand.length > 100 || s.series.length > 100))
    errors.push(visitError('seriesBrand', 'text_too_long', { max: '100' }));
  const notes = trimmed(input.notes);
  if (notes.length > VISIT_NOTES_MAX) errors.push(visitError('notes', 'text_too_long', { max: String(VISIT_NOTES_MAX) }));
  const values = {
    otherMidrange: midrange.codes,
    otherMidrangeDescription: midrange.text,
    brandDomination: input.brandDomination == null ? null : input.brandDomination ? 1 : 0,
    qtyPlgGrp: quantity('qtyPlgGrp', input.qtyPlgGrp, errors),
    qtyNonPlgGrp: quantity('qtyNonPlgGrp', input.qtyNonPlgGrp, errors),
    brandDisplay: display.codes,
    brandDisplayDescription: display.text,
    seriesList: JSON.stringify(texts('seriesList', input.seriesList, errors)),
    seriesBrand: JSON.stringify(seriesBrand),
    otherSeriesList: JSON.stringify(texts('otherSeriesList', input.otherSeriesList, errors)),
    notes: notes || null,
    equipment: equipment.codes,
    equipmentText: equipment.text,
  };
  const photos = new Map<PhotoSlot, number>();
  for (const p of input.photos ?? []) {
    if (!isPhotoSlot(p.slot) || !Number.isSafeInteger(p.fileId)) errors.push(visitError(`photos.${p.slot}`, 'photo_not_yours'));
    else photos.set(p.slot, p.fileId);
  }
  return { errors, dealer, values, photos };
}

/** Attaches the chosen photos and answers the slot columns; a file that is not the rep's fresh upload is refused. */
async function attachPhotos(tx: Database, ctx: SignedInContext, formId: number, photos: Map<PhotoSlot, number>) {
  const missing = await attachFiles(tx, ctx.actor.user.id, [...photos.values()], VISIT_FORM_OWNER, formId);
  const images = photos.size
    ? await tx
        .selectFrom('files')
        .select(['id', 'kind'])
        .where('id', 'in', [...photos.values()])
        .execute()
    : [];
  const refused = [...photos].filter(([, id]) => missing.includes(id) || images.find((f) => f.id === id)?.kind !== 'image');
  refuseAll(refused.map(([slot]) => visitError(`photos.${slot}`, 'photo_not_yours')));
  return Object.fromEntries(PHOTO_SLOTS.map((slot) => [slot, photos.get(slot) ?? null])) as Record<PhotoSlot, number | null>;
}

/** Files a visit form for a dealer of the rep's areas, with its photos, in one transaction. */
export function createVisitForm(ctx: SignedInContext, brand: VisitBrand, input: VisitFormInput): Promise<RecordAnswer> {
  return recordAnswer(
    ctx.db,
    async (tx) => {
      await requireQualified(ctx);
      const { errors, dealer, values, photos } = await checkedValues(tx, ctx, brand, input);
      refuseAll(errors);
      const now = nowIso();
      const { id } = await tx
        .insertInto('visitForms')
        .values({
          brand,
          customerId: dealer!.id,
          custCode: shownCode(dealer!),
          custName: dealer!.name,
          ...values,
          createdAt: now,
          createdBy: ctx.actor.user.id,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const slots = await attachPhotos(tx, ctx, id, photos);
      await tx.updateTable('visitForms').set(slots).where('id', '=', id).execute();
      return id;
    },
    'The visit form was saved',
    'Please correct the marked fields',
  );
}

/** Changes a form of a dealer in the rep's areas; photos taken out of their slots are deleted with their files. */
export function updateVisitForm(ctx: SignedInContext, id: number, input: VisitFormInput): Promise<RecordAnswer> {
  return recordAnswer(
    ctx.db,
    async (tx) => {
      const form = await readableForm(ctx, id);
      const { errors, dealer, values, photos } = await checkedValues(tx, ctx, form.brand, input);
      refuseAll(errors);
      const slots = await attachPhotos(tx, ctx, id, photos);
      await tx
        .updateTable('visitForms')
        .set({
          customerId: dealer!.id,
          custCode: shownCode(dealer!),
          custName: dealer!.name,
          ...values,
          ...slots,
          updatedAt: nowIso(),
        })
        .where('id', '=', id)
        .execute();
      const kept = new Set(Object.values(slots));
      const dropped = PHOTO_SLOTS.map((s) => form[s]).filter((f): f is number => f != null && !kept.has(f));
      const gone = await deleteFileRows(tx, dropped);
      await afterCommit(() => removeFileKeys(ctx.storage, gone));
      return id;
    },
    'The visit form was saved',
    'Please correct the marked fields',
  );
}

/** Deletes a form of a dealer in the rep's areas, with its photos. */
export function deleteVisitForm(ctx: SignedInContext, id: number): Promise<RecordAnswer> {
  return recordAnswer(
    ctx.db,
    async (tx) => {
      const form = await readableForm(ctx, id);
      await tx.deleteFrom('visitForms').where('id', '=', id).execute();
      const gone = await deleteFileRows(
        tx,
        PHOTO_SLOTS.map((s) => form[s]).filter((f): f is number => f != null),
      );
      await afterCommit(() => removeFileKeys(ctx.storage, gone));
      return id;
    },
    'The visit form was deleted',
  );
}
