import { normalProductionCode, PRODUCTION_CODE, RECALL_TEXT_MAX } from '../../src/rules/frames.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { checkLength, formError, invalid, trimmed, type UserError } from '../graphql/mutation-result.ts';
import { campaignSorgs } from './access.ts';
import { frameError } from './answer.ts';

/** A campaign as the admin form sends it; `closedAt` closes it (null keeps or makes it open). */
export interface RecallInput {
  sorg?: string | null;
  title?: string | null;
  description?: string | null;
  instruction?: string | null;
  brand?: string | null;
  model?: string | null;
  modelYear?: number | null;
  productionCodeFrom?: string | null;
  productionCodeTo?: string | null;
  closedAt?: string | null;
}

const text = (errors: UserError[], field: keyof typeof RECALL_TEXT_MAX, value: string | null | undefined, required: boolean) => {
  const v = trimmed(value);
  if (required && !v) errors.push(formError(field, 'required'));
  else checkLength(errors, field, v, RECALL_TEXT_MAX[field]);
  return v || null;
};

/**
 * Checks every field and answers the row's values, or refuses with each bad field named. A new campaign names its
 * frames by rule; a recall whose frames were picked by hand may be edited (and closed) without one.
 */
export async function validRecall(ctx: SignedInContext, tx: Database, input: RecallInput, before: { model: string | null } | null) {
  const errors: UserError[] = [];
  const sorgs = await campaignSorgs(ctx);
  const sorg = trimmed(input.sorg);
  if (!sorg) errors.push(formError('sorg', 'required'));
  else if (sorgs !== 'all' && !sorgs.includes(sorg)) errors.push(frameError('sorg', 'sorg_not_yours'));
  const title = text(errors, 'title', input.title, true);
  const description = text(errors, 'description', input.description, true);
  const instruction = text(errors, 'instruction', input.instruction, true);
  const brand = text(errors, 'brand', input.brand, false);
  const model = text(errors, 'model', input.model, false);
  const from = normalProductionCode(input.productionCodeFrom);
  const to = normalProductionCode(input.productionCodeTo);
  const year = input.modelYear ?? null;
  const ruled = !!(model || year || from || to || brand) || !before || !!before.model;
  if (ruled) {
    if (!model) errors.push(frameError('model', 'rule_required'));
    if (!year || !Number.isInteger(year) || year < 2000 || year > 2100) errors.push(frameError('modelYear', 'year_invalid'));
    if (!PRODUCTION_CODE.test(from)) errors.push(frameError('productionCodeFrom', 'code_invalid'));
    if (!PRODUCTION_CODE.test(to)) errors.push(frameError('productionCodeTo', 'code_invalid'));
    else if (PRODUCTION_CODE.test(from) && to < from) errors.push(frameError('productionCodeTo', 'code_order'));
  }
  const closedAt = input.closedAt ? Date.parse(input.closedAt) : null;
  if (closedAt !== null && Number.isNaN(closedAt)) errors.push(frameError('closedAt', 'closed_invalid'));
  if (ruled && !errors.length) {
    let bikes = tx
      .selectFrom('articles')
      .select('id')
      .where('sorg', '=', sorg)
      .where('category', '=', 'BIKE')
      .where('model', '=', model!)
      .where('modelYear', '=', year!);
    if (brand) bikes = bikes.where('brand', '=', brand);
    if (!(await bikes.limit(1).executeTakeFirst())) errors.push(frameError('model', 'model_unknown'));
  }
  if (errors.length) invalid(errors);
  return {
    sorg,
    title: title!,
    description: description!,
    instruction: instruction!,
    brand: ruled ? brand : null,
    model: ruled ? model : null,
    modelYear: ruled ? year : null,
    productionCodeFrom: ruled ? from : null,
    productionCodeTo: ruled ? to : null,
    closedAt: closedAt === null ? null : new Date(closedAt).toISOString(),
  };
}
