import { ErrorCode } from '../graphql/errors.ts';
import { areaErrors, type MutationOutcome, Refused, type UserError } from '../graphql/mutation-result.ts';

/** The en-us texts of the third-party namespace's errors (locales/<locale>/third-party.json, `errors.`). */
export const thirdPartyMessages = {
  not_vendor: 'Your login is not linked to a vendor',
  vendor_required: 'Choose the vendor whose articles you maintain',
  other_vendor: 'You can only maintain the articles of your own vendor',
  not_found: 'Not found',
  required: 'Required',
  ship_to: 'Choose one of your ship-to addresses',
  delivery_date: 'The requested delivery date must be today or later',
  too_long: 'At most {{max}} characters',
  cart_empty: 'Your cart is empty',
  qty: 'The quantity must be a whole number from 1 to 9999',
  not_available: 'This product is no longer available',
  out_of_stock: 'Only {{available}} left in stock',
  price_changed: 'The price has changed to {{price}}',
  status: 'A line in status {{from}} cannot move to {{to}}',
  product_unknown: 'No product {{articleCode}} of yours',
  stock_value: 'Stock must be a whole number of 0 or more',
  price_value: 'Price must be a number of 0 or more with at most {{precision}} decimals',
  whole_number: 'Must be a whole number of 1 or more',
  active_value: 'Active must be yes or no',
  date_value: 'Must be a date (YYYY-MM-DD)',
  date_range: 'The end date must not be before the start date',
  duplicate: 'Article {{articleCode}} is in the file more than once',
  missing_columns: 'The file lacks the columns {{columns}}',
  file_empty: 'The file has no rows',
  file_type: 'Upload an xlsx or CSV file',
  file_too_large: 'The file is larger than 2 MB',
  too_many_rows: 'The file has more than {{max}} rows',
  file_unreadable: 'The file could not be read',
  batch_size: 'At most {{max}} products at a time',
} as const;
export type ThirdPartyMessageKey = keyof typeof thirdPartyMessages;

export const tpError = areaErrors(thirdPartyMessages, 'third-party:errors.');

/** Throws the refusal that rolls the mutation back, with these field errors. */
export const refuse = (code: string, errors: UserError[], description = 'Please correct the marked fields'): never => {
  throw new Refused(code, errors, description);
};

/** A call that needs a vendor, from a login that is none: a refusal with its code, not an error of the whole request. */
export const notVendor = (): MutationOutcome & { code: string } => ({
  message: { status: false, description: thirdPartyMessages.not_vendor },
  code: ErrorCode.notFound,
  userErrors: [tpError('vendor', 'not_vendor')],
});

/** A maintenance call for no vendor, or for one the login may not act for. */
export const vendorRefused = (
  refusal: 'not_vendor' | 'vendor_required' | 'other_vendor' | 'not_found',
): MutationOutcome & { code: string } =>
  refusal === 'not_vendor'
    ? notVendor()
    : {
        message: { status: false, description: thirdPartyMessages[refusal] },
        code:
          refusal === 'vendor_required' ? ErrorCode.invalidInput : refusal === 'other_vendor' ? ErrorCode.forbidden : ErrorCode.notFound,
        userErrors: [tpError('vendorId', refusal)],
      };
