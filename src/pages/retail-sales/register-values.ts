import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import type { RegisteredFrameInput, RegisteredFrameRow, RegistrationFormResult } from '../../graphql/retail-sales.ts';

/** The form's values, named like the mutation's arguments so the API's userErrors land on their fields as they are. */
export interface RegistrationFormValues {
  frameNumber?: string;
  soldDate?: Dayjs | null;
  nonRetail?: boolean;
  dealer?: string;
  useAccountData?: boolean;
  customer?: { name?: string; phone?: string; email?: string | null; address?: string; cityId?: number | null };
}

/** A new registration starts today as a retail sale; an edit with what the registration holds. */
export function initialValues(saved?: RegisteredFrameRow | null): RegistrationFormValues {
  if (!saved) return { soldDate: dayjs(), nonRetail: false, useAccountData: false, customer: {} };
  return {
    frameNumber: saved.frameNumber,
    soldDate: dayjs(saved.soldDate),
    nonRetail: saved.nonRetail,
    dealer: saved.dealerName,
    useAccountData: saved.useAccountData,
    customer: {
      name: saved.customerName,
      phone: saved.customerPhone,
      email: saved.customerEmail,
      address: saved.customerAddress,
      cityId: saved.customerCityId,
    },
  };
}

const text = (v: string | null | undefined) => (v ?? '').trim();

/** What both mutations send about the sale. */
export function saleInput(values: RegistrationFormValues): RegisteredFrameInput {
  const c = values.customer ?? {};
  return {
    soldDate: values.soldDate ? values.soldDate.format('YYYY-MM-DD') : '',
    customer: {
      name: text(c.name),
      phone: text(c.phone),
      email: text(c.email) || null,
      address: text(c.address),
      cityId: c.cityId ?? null,
    },
    dealer: text(values.dealer) || null,
    useAccountData: !!values.useAccountData,
    nonRetail: !!values.nonRetail,
  };
}

const FIELDS = new Set([
  'frameNumber',
  'soldDate',
  'dealer',
  'customer.name',
  'customer.phone',
  'customer.email',
  'customer.address',
  'customer.cityId',
]);

/** The form field a server error belongs to, or null when no field on screen shows it (it goes to the summary). */
export const fieldOf = (field: string, frameEditable: boolean) =>
  FIELDS.has(field) && (field !== 'frameNumber' || frameEditable) ? field.split('.') : null;

type UserError = RegistrationFormResult['userErrors'][number];

/** A server field error in the reader's language: its messageKey (retail-sales:errors.…, forms:…) with its values. */
export function errorText(e: UserError, t: TFunction): string {
  const params = Object.fromEntries(e.params.map((p) => [p.name, p.value]));
  return e.messageKey ? String(t(e.messageKey, { ...params, defaultValue: e.message })) : e.message;
}
