/** The generic admin pages, one lazy chunk (DESIGN 'Speed by default'): a dealer's first page carries none of them. */
export { default as AdminListPage } from './list-page.tsx';
export { default as AdminCreatePage } from './create-page.tsx';
export { default as AdminEditPage } from './edit-page.tsx';
export { default as AdminShowPage } from './show-page.tsx';
