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
