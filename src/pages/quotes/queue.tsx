import { QuoteList } from './quote-list.tsx';

/** The quote requests of the dealers the reader answers for (/admin/quote-requests): the waiting ones first. */
export default function QuoteQueuePage() {
  return <QuoteList side="answerer" />;
}
