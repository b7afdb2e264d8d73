import { useEffect, useRef } from 'react';
import { AppContextProvider } from '../../lib/app-context';
import { changeLanguage } from '../../lib/i18n';
import { BookingPage } from './booking-page';

/** `/mandarin` and `/digital-twin`: the twin context, switched to Chinese once on arrival (SPEC §2). */
export default function MandarinRoute() {
  const forced = useRef(false);
  useEffect(() => {
    if (forced.current) return;
    forced.current = true;
    void changeLanguage('zh');
  }, []);
  return (
    <AppContextProvider initial="twin">
      <BookingPage appContext="twin" />
    </AppContextProvider>
  );
}
