import { useSearchParams } from 'react-router';
import { AppContextProvider } from '../../lib/app-context';
import { ErrorBoundary } from '../error-boundary';
import { WidgetError } from '../error-fallbacks';
import { BookingPage } from './booking-page';

/**
 * `/widget`: the full widget partners frame. Reads departure/destination (and departureId/destinationId
 * from the light widget); popup=true is the popup window mode. A render failure shows 'Widget Error'.
 */
export default function WidgetRoute() {
  const [params] = useSearchParams();
  const popup = params.get('popup') === 'true';
  return (
    <ErrorBoundary fallback={() => <WidgetError />}>
      <AppContextProvider initial="main">
        <div data-popup={popup || undefined}>
          <BookingPage appContext="main" embedded />
        </div>
      </AppContextProvider>
    </ErrorBoundary>
  );
}
