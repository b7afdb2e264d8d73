import { useParams } from 'react-router';
import { RequestPageHeader } from '../../features/request-status';
import { QuotePage } from '../../features/quote-page';

/** `/quotes/:token`: the visitor's page of a quote, under the request page's light header (home and language). */
export default function QuoteRoute() {
  const { token = '' } = useParams();
  return (
    <div className="flex min-h-screen flex-col">
      <RequestPageHeader />
      <QuotePage token={token} />
    </div>
  );
}
