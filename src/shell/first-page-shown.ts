import { useEffect } from 'react';

let markShown: () => void = () => undefined;

/**
 * Resolves once the page a visit opened on shows its content (or why it cannot). The light first page of the
 * catalogue (src/pages/catalog/light) stays on screen until then, so the app takes over without a loading flash.
 */
export const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export function markFirstPageShown(): void {
  markShown();
}

/** Marks the first page shown once `shown` holds: a page's content, or the notice why it cannot show. */
export function useFirstPageShown(shown: boolean): void {
  useEffect(() => {
    if (shown) markShown();
  }, [shown]);
}

// Answers the light first page fetched, by the query key the app asks them under (JSON).
const handed = new Map<string, unknown>();

/** Gives the app an answer the light first page has already: its list then renders with the rest of the page. */
export function handOver(queryKey: readonly unknown[], answer: unknown): void {
  handed.set(JSON.stringify(queryKey), answer);
}

/** The answer handed over for this query, once: a later visit of the same list asks the server again. */
export function takeHandedOver<T>(queryKey: readonly unknown[]): T | undefined {
  const key = JSON.stringify(queryKey);
  const answer = handed.get(key) as T | undefined;
  handed.delete(key);
  return answer;
}
