import { ArrowDown } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { goToRequestForm, REQUEST_FORM_ID } from '../../../lib/request-form';

/**
 * A custom route is booked by request (docs/product.md §4): the page's one request form below carries the route, so
 * the booking area explains that and leads there instead of showing a second form.
 */
export function CustomRouteNotice() {
  const { t } = useTranslation('booking');
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    if (goToRequestForm()) {
      event.preventDefault();
      return;
    }
    // The form loads as it nears the viewport: bring it near; it takes focus itself when the hash names it.
    event.currentTarget.closest('[data-testid="booking-area"]')?.scrollIntoView({ block: 'end' });
  };
  return (
    <div className="flex flex-col gap-3" data-testid="custom-route-notice">
      <p className="text-sm text-muted-foreground">{t('customRoute.explain')}</p>
      <Button asChild size="lg" className="self-start">
        <a href={`#${REQUEST_FORM_ID}`} onClick={go}>
          {t('customRoute.toForm')}
          <ArrowDown aria-hidden />
        </a>
      </Button>
    </div>
  );
}
