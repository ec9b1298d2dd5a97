import type { Generated } from 'kysely';

/** Browsers that asked for push messages, one row per endpoint and user (subscribed through the push route). */
export interface PushSubscriptionTables {
  pushSubscriptions: PushSubscriptionTable;
}

export interface PushSubscriptionTable {
  id: Generated<number>;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  host: string;
  createdAt: string;
  updatedAt: string;
}
