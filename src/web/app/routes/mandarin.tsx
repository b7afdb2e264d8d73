import { useEffect } from 'react';
import { AppContextProvider } from '../../lib/app-context';
import { forceMandarinWhileHere } from '../../lib/i18n';
import { BookingPage } from './booking-page';

/**
 * `/mandarin` and `/digital-twin`: the twin context in Chinese until the visitor picks a language here
 * (docs/product.md §2.1 "forced to zh once"); the forced Chinese is not stored, so `/` keeps the visitor's language.
 */
export default function MandarinRoute() {
  useEffect(() => forceMandarinWhileHere(), []);
  return (
    <AppContextProvider initial="twin">
      <BookingPage appContext="twin" />
    </AppContextProvider>
  );
}
