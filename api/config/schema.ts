import { z } from 'zod';
import { builder } from '../graphql/builder.ts';
import { notFound } from '../graphql/errors.ts';
import { setHostStatus } from './service.ts';
import './host-status-schema.ts';

const Language = builder.objectRef<{ code: string; name: string }>('Language').implement({
  authScopes: { public: true },
  description: 'A language a host offers its users, for the pages and for the texts they read.',
  fields: (t) => ({
    code: t.exposeString('code', { description: "The portal's locale code, also the route prefix, e.g. en-us or de." }),
    name: t.exposeString('name', { description: 'Name of the language as the language menu shows it, e.g. Deutsch or English (CA).' }),
  }),
});

const HostStatus = builder.objectRef<{ hostname: string; status: string; message: string | null }>('HostStatus').implement({
  authScopes: { public: true },
  description: "A host's service status after a change: online, or in maintenance with a message for its users.",
  fields: (t) => ({
    hostname: t.exposeString('hostname', { description: 'The host name as given in the call.' }),
    status: t.exposeString('status', { description: 'The status now: online or maintenance.' }),
    message: t.exposeString('message', {
      nullable: true,
      description: 'What the maintenance page shows the users of the host; null when the host is online.',
    }),
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
      hostname: t.arg.string({
        required: true,
        description: 'The host to change, as its users reach it; a port is ignored.',
        validate: z.string().min(1).max(255),
      }),
      status: t.arg.string({
        required: true,
        description: 'The new status: online or maintenance.',
        validate: z.enum(['online', 'maintenance']),
      }),
      message: t.arg.string({
        description: 'Up to 500 characters for the maintenance page; dropped when the status is online.',
        validate: z.string().max(500),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const status = args.status as 'online' | 'maintenance';
      if (!(await setHostStatus(ctx.db, args.hostname, status, args.message ?? null))) notFound(`Unknown host ${args.hostname}`);
      return { hostname: args.hostname, status, message: status === 'maintenance' ? (args.message ?? null) : null };
    },
  }),
}));
