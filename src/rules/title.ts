/** Mobile titles are trimmed to 36 characters plus '...' (spec 1 §2.5, §9). */
export const TITLE_TRIM = 36;
export const trimTitle = (title: string, max = TITLE_TRIM) => (title.length > max ? `${title.slice(0, max)}...` : title);
