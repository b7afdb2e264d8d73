import { useId, useState, type ReactNode } from 'react';
import { sameLocation } from '../api/booking-options';
import { bookingUrl } from '../api/booking-url';
import { canFrameBookingPage, openBookingWindow } from '../api/open-booking';
import { useBookingOptions } from '../hooks/use-booking-options';
import { BookingModal } from './booking-modal';
import { ErrorPanel, LoadingBanner, OfflineBanner } from './status-panels';
import { PlaneIcon } from './icons';
import type { Variant } from './variant';

const MISSING_CHOICE: Record<Variant, string> = {
  styled: 'Please select both departure and destination locations',
  plain: 'Please select departure and destination',
};

/** The compact From / To / Book Now picker in either variant (SPEC §2 "Light widget variants"). */
export function LightWidget({ variant }: { variant: Variant }) {
  const options = useBookingOptions();
  const [departureId, setDepartureId] = useState('');
  const [destinationId, setDestinationId] = useState('');
  const [bookingError, setBookingError] = useState<string>();
  const [modalSrc, setModalSrc] = useState<string>();
  const fromId = useId();
  const toId = useId();

  const departure = options.departures.find((d) => String(d.id) === departureId);
  const destination = options.destinations.find((d) => String(d.id) === destinationId);
  const same = sameLocation(departure, destination);
  const listsReady = options.status === 'ready' && options.departures.length > 0 && options.destinations.length > 0;
  const enabled = listsReady && Boolean(departure && destination) && !same;

  const choose = (set: (value: string) => void) => (value: string) => {
    set(value);
    setBookingError(undefined); // SPEC §4: changing either selection clears the error.
  };

  const book = () => {
    if (!departure || !destination || same || !listsReady) {
      setBookingError(MISSING_CHOICE[variant]);
      return;
    }
    if (variant === 'styled') {
      setModalSrc(`/?departureId=${departure.id}&destinationId=${destination.id}`);
      return;
    }
    const outcome = openBookingWindow(bookingUrl(window.location, departure.id, destination.id, true));
    if (outcome !== 'blocked') return;
    if (typeof HTMLDialogElement === 'function' && canFrameBookingPage()) setModalSrc(`/?departureId=${departure.id}&destinationId=${destination.id}`);
    else setBookingError('Unable to open booking. Please allow popups.');
  };

  const styled = variant === 'styled';
  // While the first load runs, the banner stands where the form will be (same height: no layout shift).
  const firstLoad = options.online && options.status === 'loading' && options.departures.length === 0;
  let status: ReactNode = null;
  if (!options.online) status = <OfflineBanner variant={variant} lost={options.error === 'Connection lost'} />;
  else if (options.status === 'loading' && !firstLoad) status = <LoadingBanner />;
  else if (options.status === 'error' && options.error)
    status = <ErrorPanel variant={variant} message={options.error} failures={options.failures} onRetry={options.retry} />;

  const selectClass = styled
    ? 'h-11 w-full rounded-md border border-input bg-card px-3 text-base text-foreground shadow-sm disabled:opacity-60 sm:text-sm'
    : 'h-10 w-full rounded border border-input bg-card px-2 text-sm text-foreground disabled:opacity-60';

  return (
    <section
      aria-label="Book a charter flight"
      className={styled ? 'flex w-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-lg sm:p-5' : 'flex w-full flex-col gap-2'}
    >
      {styled && (
        <p className="flex items-center gap-2 text-lg font-bold">
          <PlaneIcon />
          Where would you like to fly?
        </p>
      )}
      {status}
      <div className="grid">
        {firstLoad && (
          <div className="[grid-area:1/1]">
            <LoadingBanner />
          </div>
        )}
        <form
          aria-hidden={firstLoad || undefined}
          className={`grid items-end gap-2 [grid-area:1/1] sm:grid-cols-[1fr_1fr_auto] sm:gap-3 ${firstLoad ? 'invisible' : ''}`}
          onSubmit={(event) => {
            event.preventDefault();
            book();
          }}
        >
          <div className="grid gap-1">
            <label htmlFor={fromId} className="text-sm font-semibold">
              From
            </label>
            <select id={fromId} value={departureId} onChange={(e) => choose(setDepartureId)(e.target.value)} disabled={!listsReady} className={selectClass}>
              <option value="">Select departure</option>
              {options.departures.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor={toId} className="text-sm font-semibold">
              To
            </label>
            <select id={toId} value={destinationId} onChange={(e) => choose(setDestinationId)(e.target.value)} disabled={!listsReady} className={selectClass}>
              <option value="">Select destination</option>
              {options.destinations.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            disabled={!enabled}
            className={
              styled
                ? 'h-11 rounded-md bg-primary px-6 font-semibold text-primary-foreground shadow hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50'
                : 'h-10 rounded bg-primary px-5 text-sm font-semibold text-primary-foreground disabled:cursor-not-allowed disabled:opacity-50'
            }
          >
            {enabled ? 'Book Now' : 'Select Locations'}
          </button>
        </form>
      </div>
      {same && <p className="text-sm text-destructive">Departure and destination must be different.</p>}
      {bookingError && (
        <p role="alert" className="text-sm text-destructive">
          {bookingError}
        </p>
      )}
      <BookingModal src={modalSrc} onClose={() => setModalSrc(undefined)} />
    </section>
  );
}
