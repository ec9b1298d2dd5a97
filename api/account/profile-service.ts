import type { Actor } from '../auth/actor.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { HostConfig } from '../../src/rules/host-config.ts';
import { markNewlines } from '../../src/rules/forms.ts';
import type { Database } from '../db/index.ts';
import {
  checkField,
  checkLength,
  failed,
  formError,
  type MutationOutcome,
  succeeded,
  userError,
  type UserError,
} from '../graphql/mutation-result.ts';
import { nowIso } from '../platform/clock.ts';

/** Texts of the account's own refusals; the browser translates the key, the message is the en-us reading. */
const notOffered = (field: string) => userError(field, 'This language is not offered on this site', 'account:language.not_offered');
const offers = (host: HostConfig, code: string) => host.languages.some((l) => l.code === code);

/** mutation changeLanguage: the language must be one of the host's (spec 1 §4 'Language change'). */
export async function changeLanguage(db: Database, actor: Actor, host: HostConfig, languageId: string): Promise<MutationOutcome> {
  if (!offers(host, languageId)) return failed('Failed to change language', [notOffered('languageId')]);
  await db.updateTable('users').set({ language: languageId }).where('id', '=', actor.user.id).execute();
  return succeeded('Language changed');
}

export const FEEDBACK_MAX_LENGTH = 2000;

/** mutation sendCustomerFeedback (consumer voice): line breaks travel as the literal marker of spec 1 §5. */
export async function sendCustomerFeedback(db: Database, actor: Actor, hostname: string, message: string): Promise<MutationOutcome> {
  const text = markNewlines(message);
  const errors: UserError[] = [];
  if (checkField(errors, 'message', text, ['required', 'notEmpty', 'multilineText']))
    checkLength(errors, 'message', text, FEEDBACK_MAX_LENGTH);
  if (errors.length) return failed('Failed sending consumer voice', errors);
  await db
    .insertInto('customerFeedback')
    .values({
      userId: actor.user.id,
      customerId: actor.customer?.id ?? null,
      host: hostname,
      message: text,
      createdAt: nowIso(),
    })
    .execute();
  return succeeded('Thank you, your message was sent');
}

export interface ProfileInput {
  name: string;
  email: string;
  phone?: string | null;
  language: string;
  currentPassword?: string | null;
  newPassword?: string | null;
}

/**
 * mutation updateProfileUser: every field checked with the shared form rules, all problems answered at once; a new
 * password needs the current one. Saved in one transaction; a new password also ends the user's other sessions.
 */
export async function updateProfile(db: Database, actor: Actor, host: HostConfig, input: ProfileInput): Promise<MutationOutcome> {
  const errors: UserError[] = [];
  const name = input.name.trim();
  const email = input.email.trim();
  const phone = (input.phone ?? '').trim();
  if (checkField(errors, 'name', input.name, ['required', 'notEmpty', 'text'])) checkLength(errors, 'name', name, 100);
  if (checkField(errors, 'email', email, ['required', 'email'])) checkLength(errors, 'email', email, 200);
  checkField(errors, 'phone', phone, ['phone']);
  if (!offers(host, input.language)) errors.push(notOffered('language'));

  const newPassword = input.newPassword ?? '';
  let passwordHash: string | null = null;
  if (newPassword !== '') {
    if (checkField(errors, 'newPassword', newPassword, ['password'])) checkLength(errors, 'newPassword', newPassword, 200);
    if (!input.currentPassword) errors.push(formError('currentPassword', 'required'));
    else if (!(await verifyPassword(input.currentPassword, actor.user.passwordHash))) {
      errors.push(userError('currentPassword', 'The current password is not correct', 'account:profile.wrong_current_password'));
    }
    if (!errors.length) passwordHash = await hashPassword(newPassword);
  }
  if (errors.length) return failed('Profile not saved', errors);

  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({ name, email, phone: phone || null, language: input.language, ...(passwordHash ? { passwordHash } : {}) })
      .where('id', '=', actor.user.id)
      .execute();
    if (passwordHash) {
      await tx
        .updateTable('sessions')
        .set({ revokedAt: nowIso(), revokedReason: 'password changed' })
        .where('userId', '=', actor.user.id)
        .where('id', '!=', actor.sessionId)
        .where('revokedAt', 'is', null)
        .execute();
    }
  });
  return succeeded('Profile saved');
}
