import CatalogListPage from './list-page.tsx';

/**
 * The catalogue's start page under the merged menu (spec 1 §2.6 /home-page): best sellers above the whole list, as
 * /catalog shows it with the redesign; it never jumps on to a category.
 */
export default function CatalogStartPage() {
  return <CatalogListPage home />;
}
