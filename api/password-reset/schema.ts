import { z } from 'zod';
import { builder } from '../graphql/builder.ts';
import { PublicAnswerRef } from '../inquiries/public-answer.ts';
import { beforeTransaction, preparedFor } from '../workers/before-transaction.ts';
import { admitResetRequest, prepareNewPassword, type ResetGate, requestReset, resetPassword } from './service.ts';

// Forgotten password (spec 1 §3.1 forgotPassword): both steps are public, for a visitor who cannot sign in.
builder.mutationFields((t) => ({
  requestPasswordReset: t.field({
    type: PublicAnswerRef,
    authScopes: { public: true },
    description: 'Mails a one-time link (30 minutes) to the account with this username or email; the same answer for any name',
    args: { login: t.arg.string({ required: true, description: 'Username or email', validate: z.string().max(400) }) },
    // Limits are taken outside the transaction, so every try counts.
    extensions: beforeTransaction(async (args, ctx) => admitResetRequest(ctx, String(args.login ?? ''))),
    resolve: async (_r, a, ctx, info) => {
      const gate = preparedFor<ResetGate>(info) ?? (await admitResetRequest(ctx, a.login));
      return gate.refusal ?? requestReset(ctx, a.login, gate.mailTo);
    },
  }),
  resetPassword: t.field({
    type: PublicAnswerRef,
    authScopes: { public: true },
    description: "Sets a new password with a reset link's token (once); ends every session of the user",
    args: {
      token: t.arg.string({
        required: true,
        description: 'The token of the reset link, valid 30 minutes and once.',
        validate: z.string().max(200),
      }),
      password: t.arg.string({
        required: true,
        description: 'The new password: at least 9 characters with a digit, an upper-case and a lower-case letter.',
        validate: z.string().max(400),
      }),
    },
    // The new password is hashed before the transaction opens: scrypt must not hold the database.
    extensions: beforeTransaction(async (args, ctx) => prepareNewPassword(ctx, String(args.password ?? ''))),
    resolve: async (_r, a, ctx, info) =>
      resetPassword(
        ctx,
        a.token,
        preparedFor<Awaited<ReturnType<typeof prepareNewPassword>>>(info) ?? (await prepareNewPassword(ctx, a.password)),
      ),
  }),
}));
