import CatalogListPage from './list-page.tsx';

/** The catalogue home (/catalog): best sellers above the whole list. */
export default function CatalogHomePage() {
  return <CatalogListPage home />;
}
