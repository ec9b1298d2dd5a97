// Asked for alone and first (first-page.ts): through its one import the browser fetches refine's core file
// (vite.config.ts) and evaluates it as soon as it arrives, on its own.
export { keys } from '@refinedev/core';
