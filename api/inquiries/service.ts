import type { RequestContext } from '../context.ts';
import { countEach, isRefused, perWindow } from '../platform/window-counter.ts';
import { type UserError, userError } from '../graphql/mutation-result.ts';
import { readerLocale } from '../data-texts/texts.ts';
import { INQUIRY_FIELD_NAMES, type InquiryField, inquiryFieldProblem, PUBLIC_FORM_LIMITS } from '../../src/rules/inquiry.ts';
import { type PublicAnswer, publicDone, publicRefused } from './public-answer.ts';
import { nowIso } from '../platform/clock.ts';

export type InquiryInput = Partial<Record<InquiryField, string | null>>;

/** Whether this portal takes inquiries: the host's allowNewCustomerInquiry (spec 1 §3.1). */
export const takesInquiries = (ctx: RequestContext) => ctx.host.config.allowNewCustomerInquiry;

/**
 * Taken before the mutation's transaction, so a refused or invalid try still counts: a flood from one address is
 * stopped whatever it sends. Answers the refusal, or null when the inquiry may go on.
 */
export async function admitInquiry(ctx: RequestContext): Promise<PublicAnswer | null> {
  if (!takesInquiries(ctx)) return notOffered();
  const gate = await countEach(ctx.db, [
    [`inquiry:addr:${ctx.clientAddress ?? 'unknown'}`, perWindow(PUBLIC_FORM_LIMITS.inquiryPerAddress)],
  ]);
  if (isRefused(gate)) {
    return publicRefused(
      'R001',
      `Too many inquiries from your network. Please try again in ${Math.ceil(gate.retryAfterSeconds / 60)} minutes.`,
      [],
      gate.retryAfterSeconds,
    );
  }
  return null;
}

const notOffered = () => publicRefused('U002', 'This portal takes no new customer inquiries');

/**
 * mutation createCustomerInquiry (public): every field checked with the same rules the form shows, each problem named
 * by its field; the city must be one of the chosen country. Stored as 'new' for the host's market.
 */
export async function createInquiry(ctx: RequestContext, input: InquiryInput): Promise<PublicAnswer> {
  if (!takesInquiries(ctx)) return notOffered();
  const errors: UserError[] = [];
  const value = (f: InquiryField) => (input[f] ?? '').trim();
  for (const field of INQUIRY_FIELD_NAMES) {
    const problem = inquiryFieldProblem(field, input[field] ?? '');
    if (problem) errors.push(userError(field, problem.message, problem.key));
  }
  const countryId = value('custCountry').toUpperCase();
  const cityId = Number(value('custCity'));
  if (countryId && !errors.some((e) => e.field === 'custCountry')) {
    const country = await ctx.db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst();
    if (!country) errors.push(userError('custCountry', 'Choose a country from the list', 'inquiry:errors.unknown_country'));
  }
  if (value('custCity') && !errors.some((e) => e.field === 'custCountry' || e.field === 'custCity')) {
    const city = Number.isInteger(cityId)
      ? await ctx.db.selectFrom('cities').select('id').where('id', '=', cityId).where('countryId', '=', countryId).executeTakeFirst()
      : undefined;
    if (!city) errors.push(userError('custCity', 'Choose a city of the chosen country', 'inquiry:errors.unknown_city'));
  }
  if (errors.length) return publicRefused('I001', 'Please correct the marked fields', errors);

  const optional = (f: InquiryField) => value(f) || null;
  await ctx.db
    .insertInto('customerInquiries')
    .values({
      host: ctx.host.hostname,
      sorg: ctx.host.config.sorg,
      reason: value('reason'),
      goal: value('goal'),
      custName: value('custName'),
      custAddress: value('custAddress'),
      custState: value('custState'),
      custCountry: countryId,
      custCityId: cityId,
      custEmail: value('custEmail'),
      custPhone: value('custPhone'),
      custPostalCode: optional('custPostalCode'),
      custWeb: optional('custWeb'),
      language: readerLocale(ctx),
      createdAt: nowIso(),
    })
    .execute();
  return publicDone('Thank you. Our team will contact you soon.');
}

/** Countries an inquiry may name, by name. */
export const countries = (ctx: RequestContext) => ctx.db.selectFrom('countries').select(['id', 'name']).orderBy('name').execute();

/** The cities of one country, by name. */
export const citiesOf = (ctx: RequestContext, countryId: string) =>
  ctx.db
    .selectFrom('cities')
    .select(['id', 'description'])
    .where('countryId', '=', countryId.toUpperCase())
    .orderBy('description')
    .execute();
