import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import type { ClaimFormResult, ClaimToEdit, DealerInformation } from '../../graphql/claim-forms.ts';
import { CLAIM_SLOTS, isClaimSlot, type ClaimSlot } from '../../rules/claims.ts';

export type ProductCategory = 'BIKE' | 'PAA';

/** A slot holds its stored file's id, or a text marker while the file is still on its way (the uploadsDone rule). */
export type SlotValue = number | string | null | undefined;

export interface ProblemRow {
  problemId?: number | null;
  notes?: string | null;
}

/** The form's values, named like the mutation input so the API's userErrors land on their fields as they are. */
export interface ClaimFormValues {
  frameNumber?: string;
  articleId?: number | null;
  invoiceNo?: string | null;
  qty?: number | null;
  contactPersonName?: string;
  contactPersonPhone?: string;
  purchaseDate?: Dayjs | null;
  consumer?: { name?: string | null; phone?: string | null; email?: string | null; city?: string | null; address?: string | null };
  description?: string;
  customerNotes?: string | null;
  problems?: ProblemRow[];
  attachments?: Partial<Record<ClaimSlot, SlotValue>>;
}

/** A new claim starts with the dealer's contact person and one empty problem row; an edit with what the claim holds. */
export function initialValues(dealer: DealerInformation, claim?: ClaimToEdit): ClaimFormValues {
  if (!claim) {
    return {
      contactPersonName: dealer.contactPersonName,
      contactPersonPhone: dealer.contactPersonPhone,
      consumer: {},
      problems: [{}],
      attachments: {},
    };
  }
  return {
    frameNumber: claim.frameNumber ?? undefined,
    invoiceNo: claim.invoiceNo,
    qty: claim.qty,
    contactPersonName: claim.contactPersonName,
    contactPersonPhone: claim.contactPersonPhone,
    purchaseDate: claim.purchaseDate ? dayjs(claim.purchaseDate) : null,
    consumer: { ...claim.consumer },
    description: claim.description,
    customerNotes: claim.customerNotes,
    problems: claim.problems.length ? claim.problems.map((p) => ({ problemId: p.problemId, notes: p.notes })) : [{}],
    attachments: Object.fromEntries(claim.docs.filter((d) => isClaimSlot(d.docType)).map((d) => [d.docType, d.file.id])),
  };
}

const text = (v: string | null | undefined) => (v ?? '').trim();
const orNull = (v: string | null | undefined) => text(v) || null;

/**
 * What both kinds of claim send. Problem rows left empty are not sent; `problemRows` says which form row each sent
 * problem came from, so an error on problems.<i>.notes finds its row again.
 */
export function commonInput(values: ClaimFormValues) {
  const rows = (values.problems ?? []).map((p, row) => ({ ...p, row })).filter((p) => p.problemId != null);
  const slots = values.attachments ?? {};
  const c = values.consumer ?? {};
  return {
    problemRows: rows.map((p) => p.row),
    input: {
      contactPersonName: text(values.contactPersonName),
      contactPersonPhone: text(values.contactPersonPhone),
      purchaseDate: values.purchaseDate ? values.purchaseDate.format('YYYY-MM-DD') : null,
      consumer: { name: orNull(c.name), phone: orNull(c.phone), email: orNull(c.email), city: orNull(c.city), address: orNull(c.address) },
      description: text(values.description),
      customerNotes: orNull(values.customerNotes),
      problems: rows.map((p) => ({ problemId: p.problemId!, notes: orNull(p.notes) })),
      attachments: CLAIM_SLOTS.flatMap((slot) => (typeof slots[slot] === 'number' ? [{ slot, fileId: slots[slot] }] : [])),
    },
  };
}

/** Every marker and id the slots hold, for the shared uploadsDone rule. */
export const slotValues = (values: ClaimFormValues) => Object.values(values.attachments ?? {});

type UserError = ClaimFormResult['userErrors'][number];

/** A server field error in the reader's language: its messageKey (claims:errors.…, forms:…) with its values. */
export function errorText(e: UserError, t: TFunction): string {
  const params = Object.fromEntries(e.params.map((p) => [p.name, p.value]));
  return e.messageKey ? String(t(e.messageKey, { ...params, defaultValue: e.message })) : e.message;
}

const COMMON_FIELDS = new Set([
  'contactPersonName',
  'contactPersonPhone',
  'purchaseDate',
  'description',
  'customerNotes',
  'problems',
  'consumer.name',
  'consumer.phone',
  'consumer.email',
  'consumer.city',
  'consumer.address',
]);

/** The form field a server error belongs to, or null when no field on screen shows it (it goes to the summary). */
export function fieldOf(
  field: string,
  category: ProductCategory,
  frameEditable: boolean,
  problemRows: number[],
): (string | number)[] | null {
  const parts = field.split('.');
  if (COMMON_FIELDS.has(field)) return parts;
  if (parts[0] === 'problems' && parts.length === 3) return ['problems', problemRows[Number(parts[1])] ?? 0, parts[2]];
  if (parts[0] === 'attachments' && isClaimSlot(parts[1] ?? '')) return parts;
  if (category === 'BIKE' && ['frameNumber', 'articleId'].includes(field) && frameEditable) return parts;
  if (category === 'PAA' && ['invoiceNo', 'qty', 'articleId'].includes(field)) return parts;
  return null;
}
