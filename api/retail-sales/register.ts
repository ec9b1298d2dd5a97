import {
  CONSUMER_RULES,
  frameNumberProblem,
  mayReupload,
  nextRegistrationStatus,
  normalFrameNumber,
  REGISTRATION_TEXT_MAX,
  type RegistrationStatus,
  soldDateProblem,
} from '../../src/rules/registration.ts';
import type { SignedInContext } from '../context.ts';
import { frameOfActiveCustomer } from '../frames/facts.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { checkField, checkLength, formError, Refused, trimmed, type UserError } from '../graphql/mutation-result.ts';
import { isUniqueViolation, refuse, refuseAll, registrationAnswer, registrationError } from './answer.ts';
import { sellingDealers } from './dealers.ts';
import { ownRegistration } from './rows.ts';
import { isoIn, nowIso } from '../platform/clock.ts';

export interface ConsumerInput {
  name?: string | null;
  phone?: string | null;
  address?: string | null;
  cityId?: number | null;
  email?: string | null;
}

/** What a registration says about the sale; the frame itself is only chosen when registering. */
export interface RegistrationInput {
  soldDate: string;
  customer: ConsumerInput;
  dealer?: string | null;
  useAccountData?: boolean | null;
  nonRetail?: boolean | null;
}

// "Not in the future" anywhere the portal sells: the date is the dealer's own, up to 14 hours ahead of UTC.
const latestToday = () => isoIn(14 * 3_600_000).slice(0, 10);

/** The checked fields of the form, or field errors (the shared form rules, as the page checks them). */
async function checkForm(
  ctx: SignedInContext,
  db: Database,
  input: RegistrationInput,
  shippedAt: string,
  errors: UserError[],
  savedDealer: string | null = null,
) {
  const c = input.customer ?? {};
  const name = trimmed(c.name);
  const phone = trimmed(c.phone).replace(/[\s-]/g, '');
  const address = trimmed(c.address);
  const email = trimmed(c.email);
  const dealerName = trimmed(input.dealer) || ctx.actor.customer!.name;
  checkField(errors, 'customer.name', name, CONSUMER_RULES.name) && checkLength(errors, 'customer.name', name, REGISTRATION_TEXT_MAX.name);
  checkField(errors, 'customer.phone', phone, CONSUMER_RULES.phone);
  checkField(errors, 'customer.email', email, CONSUMER_RULES.email) &&
    checkLength(errors, 'customer.email', email, REGISTRATION_TEXT_MAX.email);
  checkField(errors, 'customer.address', address, CONSUMER_RULES.address) &&
    checkLength(errors, 'customer.address', address, REGISTRATION_TEXT_MAX.address);
  checkField(errors, 'dealer', dealerName, CONSUMER_RULES.dealer) &&
    checkLength(errors, 'dealer', dealerName, REGISTRATION_TEXT_MAX.dealer) &&
    // The shop comes from the dealer's own list; an edit may keep the shop it was registered under.
    dealerName !== savedDealer &&
    dealerName !== ctx.actor.customer!.name &&
    !(await sellingDealers(ctx, db)).some((d) => d.name === dealerName) &&
    errors.push(registrationError('dealer', 'dealer_unknown'));
  const cityId = c.cityId ?? null;
  if (cityId === null) errors.push(formError('customer.cityId', 'required'));
  else if (!(await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst()))
    errors.push(registrationError('customer.cityId', 'city_unknown'));
  const soldDate = trimmed(input.soldDate);
  const dateProblem = soldDateProblem(soldDate, latestToday(), shippedAt);
  if (dateProblem) errors.push(registrationError('soldDate', dateProblem, { shippedAt: shippedAt.slice(0, 10) }));
  return {
    soldDate,
    consumerName: name,
    consumerPhone: phone,
    consumerAddress: address,
    consumerCityId: cityId,
    consumerEmail: email || null,
    dealerName,
    useAccountData: input.useAccountData ? 1 : 0,
    nonRetail: input.nonRetail ? 1 : 0,
  };
}

/** Queues a registration for the consumer account system: the worker sends it on its next tick. */
const queue = (db: Database, registeredFrameId: number, status: RegistrationStatus) =>
  db
    .insertInto('consumerAccountOutbox')
    .values({
      registeredFrameId,
      action: status === 'pending_insert' ? 'insert' : 'update',
      state: 'pending',
      lastError: null,
      createdAt: nowIso(),
      claimedAt: null,
      doneAt: null,
    })
    .execute();

/** registerFrame: the sale of a bike shipped to the active customer, as pending_insert with its outbox row, in one transaction. */
export function registerFrame(ctx: SignedInContext, frameText: string, input: RegistrationInput) {
  return registrationAnswer(
    ctx,
    async (tx) => {
      const frameNumber = normalFrameNumber(frameText);
      const problem = frameNumberProblem(frameNumber);
      if (problem) return refuse('frameNumber', problem);
      const frame = await frameOfActiveCustomer(ctx, frameNumber);
      if (!frame) return refuse('frameNumber', 'frame_not_found');
      const live = await tx
        .selectFrom('registeredFrames')
        .select('id')
        .where('frameId', '=', frame.id)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (live) return refuse('frameNumber', 'frame_already_reported', undefined, ErrorCode.conflict);
      const errors: UserError[] = [];
      const form = await checkForm(ctx, tx, input, frame.shippedAt, errors);
      refuseAll(errors);
      const status = nextRegistrationStatus(null, 'submit')!;
      const at = nowIso();
      try {
        const { id } = await tx
          .insertInto('registeredFrames')
          .values({
            frameId: frame.id,
            customerId: ctx.actor.customer!.id,
            ...form,
            status,
            failureReason: null,
            failureCode: null,
            accountRef: null,
            createdBy: ctx.actor.user.id,
            createdAt: at,
            updatedAt: at,
            deletedAt: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await queue(tx, id, status);
        return id;
      } catch (e) {
        if (isUniqueViolation(e)) return refuse('frameNumber', 'frame_already_reported', undefined, ErrorCode.conflict);
        throw e;
      }
    },
    'The sale is registered and on its way to the consumer account',
  );
}

/**
 * updateRegisteredFrame: a failed registration corrected and reuploaded, or a complete one edited; either goes to the
 * consumer account system again. Anything under way answers 'Failed to reupload, please try again.'.
 */
export function updateRegisteredFrame(ctx: SignedInContext, id: number, input: RegistrationInput) {
  return registrationAnswer(
    ctx,
    async (tx) => {
      const row = await ownRegistration(ctx, id, tx);
      if (!mayReupload(row.status)) return refuse('status', 'not_editable', undefined, ErrorCode.conflict);
      const errors: UserError[] = [];
      const form = await checkForm(ctx, tx, input, row.shippedAt, errors, row.dealerName);
      refuseAll(errors);
      const status = nextRegistrationStatus(row.status, 'reupload')!;
      // Guarded on the status read above: the worker or another tab may have moved it since.
      const moved = await tx
        .updateTable('registeredFrames')
        .set({ ...form, status, failureReason: null, failureCode: null, updatedAt: nowIso() })
        .where('id', '=', id)
        .where('status', '=', row.status)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new Refused(ErrorCode.conflict, [registrationError('status', 'not_editable')]);
      await queue(tx, id, status);
      return id;
    },
    'The registration is sent again',
    'Failed to reupload, please try again.',
  );
}
