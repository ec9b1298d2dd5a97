// Many writes at once, as the concurrency tests send them (claims-concurrency, rules-concurrency).
type Json = Record<string, any>;

/** Sends every call at once; answers each mutation's answer, failing on any GraphQL error. */
export async function together(calls: (() => Promise<{ data?: Json | null; errors?: Json[] }>)[]) {
  const bodies = await Promise.all(calls.map((call) => call()));
  for (const body of bodies) if (body.errors?.length || !body.data) throw new Error(JSON.stringify(body.errors ?? body));
  return bodies.map((body) => Object.values(body.data!)[0] as Json);
}

/** How many of the answers went through. */
export const passed = (answers: Json[]) => answers.filter((a) => a.message.status).length;

/** The keys the refused answers gave; a refusal without a key counts as null, so it fails the comparison. */
export const refusals = (answers: Json[]) => [
  ...new Set(
    answers
      .filter((a) => !a.message.status)
      .flatMap((a) => (a.userErrors.length ? a.userErrors.map((e: Json) => e.messageKey ?? null) : [null])),
  ),
];
