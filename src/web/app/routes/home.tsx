import { AppContextProvider } from '../../lib/app-context';
import { usePageTitle } from '../../lib/page-title';
import { BookingPage } from './booking-page';

/** `/`: the booking site in the main context. */
export default function HomeRoute() {
  usePageTitle('home');
  return (
    <AppContextProvider initial="main">
      <BookingPage appContext="main" />
    </AppContextProvider>
  );
}
