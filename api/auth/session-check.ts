import { type CompiledQuery, sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { type ActorOutcome, loadActor } from './actor.ts';
import { observeGenerations } from '../platform/change-cache.ts';
import type { AccessClaims } from './tokens.ts';
import { nowIso } from '../platform/clock.ts';

/**
 * The session check of every signed-in request, its fixed cost ('the per-request floor'). Each request reads its session and the
 * cache generations in one indexed query, so a signed-out or revoked session is refused at once; the actor (user,
 * roles, scopes, active customer and whether the user may act for it) is built again only when the access
 * generation moved since it was built, that is after any write to users, roles, scopes, customers or areas, on any node.
 */
const MAX_REMEMBERED = 10_000;
const rememberedActors = new WeakMap<Database, Map<string, { access: number; outcome: ActorOutcome }>>();

interface SessionCheck {
  userId: number;
  revokedAt: string | null;
  expiresAt: string;
  access: number;
  catalog: number;
}

// Building and compiling this statement cost more than running it, and only the session id changes: compiled once.
const compiledChecks = new WeakMap<Database, CompiledQuery<SessionCheck>>();

async function sessionCheck(db: Database, sessionId: string): Promise<SessionCheck | undefined> {
  let compiled = compiledChecks.get(db);
  if (!compiled) {
    compiled = db
      .selectFrom('sessions as s')
      .select([
        's.userId',
        's.revokedAt',
        's.expiresAt',
        (eb) => eb.selectFrom('cacheGenerations').select('generation').where('name', '=', sql.lit('access')).as('access'),
        (eb) => eb.selectFrom('cacheGenerations').select('generation').where('name', '=', sql.lit('catalog')).as('catalog'),
      ])
      .where('s.id', '=', sessionId)
      .compile() as CompiledQuery<SessionCheck>;
    compiledChecks.set(db, compiled);
  }
  // The session id is the statement's only parameter.
  const { rows } = await db.executeQuery<SessionCheck>({ ...compiled, parameters: [sessionId] });
  return rows[0];
}

/** The request's actor from valid token claims, or why there is none. */
export async function actorFor(db: Database, claims: AccessClaims): Promise<ActorOutcome> {
  const session = await sessionCheck(db, claims.sessionId);
  if (!session) return { error: 'unauthenticated' };
  const access = Number(session.access);
  observeGenerations(db, { access, catalog: Number(session.catalog) });
  if (session.userId !== claims.userId || session.revokedAt || session.expiresAt < nowIso()) {
    return { error: 'unauthenticated' };
  }
  let remembered = rememberedActors.get(db);
  if (!remembered) rememberedActors.set(db, (remembered = new Map()));
  const key = `${claims.sessionId} ${claims.r3 ?? ''} ${claims.isr ?? ''}`;
  const hit = remembered.get(key);
  if (hit && hit.access === access) return hit.outcome;
  // Read after the generation: a change committed meanwhile raises it past `access`, so the next request builds anew.
  const outcome = await loadActor(db, claims);
  if (!hit && remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, { access, outcome });
  return outcome;
}
