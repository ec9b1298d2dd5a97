import { QuoteList } from './quote-list.tsx';

/** The dealer's quotes (/catalog/quotes): asked from the cart, ordered from their page. */
export default function QuotesPage() {
  return <QuoteList side="dealer" />;
}
