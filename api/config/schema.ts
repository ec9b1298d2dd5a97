import { z } from 'zod';
import { builder } from '../graphql/builder.ts';
import { notFound } from '../graphql/errors.ts';
import { setHostStatus } from './service.ts';

const Language = builder.objectRef<{ code: string; name: string }>('Language').implement({
  authScopes: { public: true },
  fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
});

const HostStatus = builder.objectRef<{ hostname: string; status: string; message: string | null }>('HostStatus').implement({
  authScopes: { public: true },
  fields: (t) => ({
    hostname: t.exposeString('hostname'),
    status: t.exposeString('status'),
    message: t.exposeString('message', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  languages: t.field({
    type: [Language],
    authScopes: { public: true },
    description: "The request host's languages, in the order the language menu shows them.",
    resolve: (_root, _args, ctx) => ctx.host.config.languages,
  }),
}));

builder.mutationFields((t) => ({
  setHostStatus: t.withAuth({ scope: 'system.maintenance' }).field({
    type: HostStatus,
    description: 'Puts a host into maintenance (its users are signed out and see the message) or back online.',
    args: {
      hostname: t.arg.string({ required: true, validate: z.string().min(1).max(255) }),
      status: t.arg.string({ required: true, validate: z.enum(['online', 'maintenance']) }),
      message: t.arg.string({ validate: z.string().max(500) }),
    },
    resolve: async (_root, args, ctx) => {
      const status = args.status as 'online' | 'maintenance';
      if (!(await setHostStatus(ctx.db, args.hostname, status, args.message ?? null))) notFound(`Unknown host ${args.hostname}`);
      return { hostname: args.hostname, status, message: status === 'maintenance' ? (args.message ?? null) : null };
    },
  }),
}));
