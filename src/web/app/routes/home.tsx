import { AppContextProvider } from '../../lib/app-context';
import { BookingPage } from './booking-page';

/** `/`: the booking site in the main context. */
export default function HomeRoute() {
  return (
    <AppContextProvider initial="main">
      <BookingPage appContext="main" />
    </AppContextProvider>
  );
}
