import { z } from 'zod';
import { builder } from '../graphql/builder.ts';
import { type MutationOutcome, MutationMessageRef, MutationResultRef, UserErrorRef } from '../graphql/mutation-result.ts';
import { changeLanguage, FEEDBACK_MAX_LENGTH, sendCustomerFeedback, updateProfile } from './profile-service.ts';
import { Me } from './user-schema.ts';
import { userProfile } from './service.ts';

type ProfileOutcome = MutationOutcome & { user: Awaited<ReturnType<typeof userProfile>> | null };

const ProfileUpdateResult = builder.objectRef<ProfileOutcome>('ProfileUpdateResult').implement({
  authScopes: { signedIn: true },
  description: 'What updateProfileUser answers: the outcome, the field errors and the profile as saved.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether the profile was saved, with a text to show.',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Every problem found with the input at once; empty when the profile was saved.',
      resolve: (r) => r.userErrors,
    }),
    user: t.field({ type: Me, nullable: true, description: 'The saved profile; null when nothing was saved.', resolve: (r) => r.user }),
  }),
});

// Far above any real input: longer strings are refused before the rules run (the rules answer userErrors).
const bounded = z.string().max(10_000);

const ProfileInput = builder.inputType('UpdateProfileUserInput', {
  description: "The signed-in user's own profile, as the edit-profile page saves it; every field is checked with the shared form rules.",
  fields: (t) => ({
    name: t.string({
      required: true,
      description: 'Full name: letters, digits, spaces and - . , / & : only, at most 100 characters.',
      validate: bounded,
    }),
    email: t.string({ required: true, description: 'A valid email address, at most 200 characters.', validate: bounded }),
    phone: t.string({ description: 'Digits only, at most 17', validate: bounded }),
    language: t.string({ required: true, description: 'A locale code of the host, e.g. id-id', validate: z.string().max(20) }),
    currentPassword: t.string({ description: "The user's present password; needed only with a new password.", validate: bounded }),
    newPassword: t.string({
      description:
        'A new password: at least 9 characters with a digit, an upper-case and a lower-case letter; empty or null keeps the ' +
        'present one. Setting it ends the other sessions of the user.',
      validate: bounded,
    }),
  }),
});

builder.mutationFields((t) => ({
  changeLanguage: t.withAuth({ signedIn: true }).field({
    type: MutationResultRef,
    description: "Stores the user's language; it must be one of the host's languages.",
    args: {
      languageId: t.arg.string({ required: true, description: 'A locale code the host offers, e.g. en-us.', validate: z.string().max(20) }),
    },
    resolve: (_root, args, ctx) => changeLanguage(ctx.db, ctx.actor, ctx.host.config, args.languageId),
  }),
  sendCustomerFeedback: t.withAuth({ scope: 'consumer-voice.submit' }).field({
    type: MutationResultRef,
    description: `Consumer voice: at most ${FEEDBACK_MAX_LENGTH} characters, line breaks as the literal marker \\n.`,
    args: {
      message: t.arg.string({
        required: true,
        description: 'The message, not empty: letters, digits, spaces, line breaks and - . , / & : \\ only.',
        validate: bounded,
      }),
    },
    resolve: (_root, args, ctx) => sendCustomerFeedback(ctx.db, ctx.actor, ctx.host.hostname, args.message),
  }),
  updateProfileUser: t.withAuth({ scope: 'profile.update' }).field({
    type: ProfileUpdateResult,
    description: 'Saves name, email, phone and language; a new password needs the current one and ends the other sessions.',
    args: { input: t.arg({ type: ProfileInput, required: true, description: 'The whole profile; a phone left out is cleared.' }) },
    resolve: async (_root, { input }, ctx) => {
      const outcome = await updateProfile(ctx.db, ctx.actor, ctx.host.config, input);
      if (!outcome.message.status) return { ...outcome, user: null };
      // The actor was read before the update: answer the stored row.
      const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', ctx.actor.user.id).executeTakeFirstOrThrow();
      return { ...outcome, user: await userProfile(ctx.db, { ...ctx.actor, user }, ctx.host.config.sorg) };
    },
  }),
}));
