import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import type { BookingSnapshot } from '../lib/booking-snapshot';
import { goToRequestForm, REQUEST_FORM_ID, REQUEST_FORM_PLACE_ID, setFirmQuote } from '../lib/request-form';

/** An estimate a firm quote can be asked for: a price, or a route priced on request; not NOT AVAILABLE. */
export const quotable = (snapshot: BookingSnapshot) => snapshot.estimate !== null && snapshot.estimate !== 'NOT AVAILABLE';

/**
 * "Ask for a Firm Quote" on the estimate card (docs/product.md §2.2, §10): the page's one request form, carrying
 * the estimate's flight, marked as a firm-quote request. The form is a lazy chunk: when it has not loaded yet,
 * its place is brought near, and it takes the focus itself when it mounts (the hash names it).
 */
export function FirmQuoteAction() {
  const { t } = useTranslation('booking');
  const ask = (event: MouseEvent<HTMLAnchorElement>) => {
    setFirmQuote(true);
    if (goToRequestForm()) event.preventDefault();
    else document.getElementById(REQUEST_FORM_PLACE_ID)?.scrollIntoView({ block: 'start' });
  };
  return (
    <Button asChild variant="outline" size="sm">
      <a href={`#${REQUEST_FORM_ID}`} onClick={ask} data-testid="ask-firm-quote">
        {t('estimate.askFirmQuote')}
      </a>
    </Button>
  );
}
