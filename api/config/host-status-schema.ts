import { builder } from '../graphql/builder.ts';

interface HostStatusRow {
  hostname: string;
  sorg: string;
  isDefault: boolean;
  status: string;
  message: string | null;
}

const HostStatusRowRef = builder.objectRef<HostStatusRow>('HostServiceStatus').implement({
  authScopes: { scope: 'system.maintenance' },
  description: "A host's service status as the service-status screen lists it.",
  fields: (t) => ({
    hostname: t.exposeString('hostname', { description: 'The host name its users reach it by' }),
    sorg: t.exposeString('sorg', { description: 'Code of the sales organisation the host serves' }),
    isDefault: t.exposeBoolean('isDefault', { description: 'Unknown hosts get this host’s config' }),
    status: t.exposeString('status', { description: 'online or maintenance' }),
    message: t.exposeString('message', { nullable: true, description: 'What the maintenance page shows; null when online' }),
  }),
});

builder.queryFields((t) => ({
  hostStatuses: t.withAuth({ scope: 'system.maintenance' }).field({
    type: [HostStatusRowRef],
    description: 'Every host with its service status, by host name, for whoever may switch it (setHostStatus).',
    resolve: async (_root, _args, ctx) => {
      const rows = await ctx.db
        .selectFrom('hosts')
        .select(['hostname', 'sorg', 'isDefault', 'status', 'statusMessage'])
        .orderBy('hostname')
        .execute();
      return rows.map((r) => ({
        hostname: r.hostname,
        sorg: r.sorg,
        isDefault: Number(r.isDefault) === 1,
        status: r.status,
        message: r.statusMessage,
      }));
    },
  }),
}));
