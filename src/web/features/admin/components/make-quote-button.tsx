import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { createQuote } from '../api/quotes';
import { rememberLink } from './issued-quote-links';

/**
 * "Make a quote" on a booking request: one call makes a draft prefilled from the request and today's price
 * (route, day, party, aircraft, the estimate's lines), then the quote opens in its editor.
 */
export function MakeQuoteButton({ inquiryId, size = 'default' }: { inquiryId: number; size?: 'default' | 'lg' }) {
  const navigate = useNavigate();
  const location = useLocation();
  const make = useMutation({
    mutationFn: () => createQuote({ inquiryId }),
    onSuccess: (quote) => {
      rememberLink(quote.id, quote.url);
      void navigate({ pathname: `/admin/quotes/${quote.id}`, search: location.search });
    },
  });
  return (
    <div className="grid gap-1">
      <Button type="button" size={size} className="justify-self-start" onClick={() => make.mutate()} disabled={make.isPending} data-testid="make-quote">
        {make.isPending ? 'Making the quote…' : 'Make a quote'}
      </Button>
      {make.isError && (
        <p role="alert" className="text-sm text-destructive">
          {make.error instanceof ApiError ? make.error.serverMessage : 'The quote could not be made. Please try again.'}
        </p>
      )}
    </div>
  );
}
