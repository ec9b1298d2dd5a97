import { z } from 'zod';
import { builder } from '../graphql/builder.ts';
import { type MutationOutcome, MutationMessageRef, MutationResultRef, UserErrorRef } from '../graphql/mutation-result.ts';
import { changeLanguage, FEEDBACK_MAX_LENGTH, sendCustomerFeedback, updateProfile } from './profile-service.ts';
import { Me } from './schema.ts';
import { userProfile } from './service.ts';

type ProfileOutcome = MutationOutcome & { user: Awaited<ReturnType<typeof userProfile>> | null };

const ProfileUpdateResult = builder.objectRef<ProfileOutcome>('ProfileUpdateResult').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    user: t.field({ type: Me, nullable: true, description: 'The saved profile; null when nothing was saved.', resolve: (r) => r.user }),
  }),
});

// Far above any real input: longer strings are refused before the rules run (the rules answer userErrors).
const bounded = z.string().max(10_000);

const ProfileInput = builder.inputType('UpdateProfileUserInput', {
  fields: (t) => ({
    name: t.string({ required: true, validate: bounded }),
    email: t.string({ required: true, validate: bounded }),
    phone: t.string({ description: 'Digits only, at most 17', validate: bounded }),
    language: t.string({ required: true, description: 'A locale code of the host, e.g. id-id', validate: z.string().max(20) }),
    currentPassword: t.string({ validate: bounded }),
    newPassword: t.string({ validate: bounded }),
  }),
});

builder.mutationFields((t) => ({
  changeLanguage: t.withAuth({ signedIn: true }).field({
    type: MutationResultRef,
    description: "Stores the user's language; it must be one of the host's languages.",
    args: { languageId: t.arg.string({ required: true, validate: z.string().max(20) }) },
    resolve: (_root, args, ctx) => changeLanguage(ctx.db, ctx.actor, ctx.host.config, args.languageId),
  }),
  sendCustomerFeedback: t.withAuth({ scope: 'consumer-voice.submit' }).field({
    type: MutationResultRef,
    description: `Consumer voice: at most ${FEEDBACK_MAX_LENGTH} characters, line breaks as the literal marker \\n.`,
    args: { message: t.arg.string({ required: true, validate: bounded }) },
    resolve: (_root, args, ctx) => sendCustomerFeedback(ctx.db, ctx.actor, ctx.host.hostname, args.message),
  }),
  updateProfileUser: t.withAuth({ scope: 'profile.update' }).field({
    type: ProfileUpdateResult,
    description: 'Saves name, email, phone and language; a new password needs the current one and ends the other sessions.',
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const outcome = await updateProfile(ctx.db, ctx.actor, ctx.host.config, input);
      if (!outcome.message.status) return { ...outcome, user: null };
      // The actor was read before the update: answer the stored row.
      const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', ctx.actor.user.id).executeTakeFirstOrThrow();
      return { ...outcome, user: await userProfile(ctx.db, { ...ctx.actor, user }, ctx.host.config.sorg) };
    },
  }),
}));
