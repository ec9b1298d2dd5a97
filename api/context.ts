import type { Mailer } from './adapters/mail/index.ts';
import type { FileStorage } from './files/storage.ts';
import type { Database } from './db/index.ts';
import type { Env } from './env.ts';
import type { HostRecord } from './config/service.ts';
import type { Actor } from './auth/actor.ts';

/** What every resolver and route gets: the database, the host's config and who is asking (null when nobody). */
export interface RequestContext {
  db: Database;
  env: Env;
  /** Uploaded and generated files (banner images). */
  storage: FileStorage;
  /** Outgoing mail (outbox folder unless SMTP_URL is set). */
  mail: Mailer;
  host: HostRecord;
  actor: Actor | null;
  /** The language the request asks for (Accept-Language, as the page sends it), when it names a portal locale. */
  readerLanguage?: string | null;
  /** The caller's network address, on /public/graphql: public forms are rate limited per address. */
  clientAddress?: string;
}

/** The context of a request that passed authentication. */
export type SignedInContext = RequestContext & { actor: Actor };
