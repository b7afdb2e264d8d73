import { useId, useMemo, useState, type ReactNode } from 'react';
import { bookingUrl } from '../api/booking-url';
import type { LightSettings } from '../api/light-settings';
import { canFrameBookingPage, openBookingWindow } from '../api/open-booking';
import { chooseDeparture, chooseDestination, routeChoices, scopeRegion, type RouteSelection, type SelectionNotice } from '../api/route-choices';
import type { LightMessageKey } from '../i18n/light-messages';
import { useBookingOptions } from '../hooks/use-booking-options';
import { useLightText } from '../hooks/use-light-text';
import { BookingModal } from './booking-modal';
import { PlaneIcon } from './icons';
import { PlaceSelect } from './place-select';
import { ErrorPanel, LoadingBanner, OfflineBanner } from './status-panels';
import type { Variant } from './variant';

const MISSING_CHOICE: Record<Variant, LightMessageKey> = { styled: 'missingChoiceStyled', plain: 'missingChoicePlain' };

/** The compact From / To / Book Now picker in either variant (docs/product.md §2.3). */
export function LightWidget({ variant, settings }: { variant: Variant; settings: LightSettings }) {
  const { t, name, language } = useLightText();
  const options = useBookingOptions();
  const { regions, departures, destinations } = options;
  const [selection, setSelection] = useState<RouteSelection>({});
  const [notice, setNotice] = useState<SelectionNotice>();
  const [bookingError, setBookingError] = useState<LightMessageKey>();
  const [modalSrc, setModalSrc] = useState<string>();
  const fromId = useId();
  const toId = useId();

  const scope = useMemo(() => scopeRegion(regions, settings.regionCodes), [regions, settings.regionCodes]);
  const choices = useMemo(() => routeChoices({ regions, departures, destinations }, scope, selection), [regions, departures, destinations, scope, selection]);
  const listsReady = options.status === 'ready' && choices.departureGroups.length > 0 && choices.destinationGroups.length > 0;
  const enabled = listsReady && choices.booking !== undefined;

  const apply = (change: { selection: RouteSelection; notice?: SelectionNotice }) => {
    setSelection(change.selection);
    setNotice(change.notice);
    setBookingError(undefined); // docs/product.md §4: changing either selection clears the error.
  };

  const book = () => {
    const target = choices.booking;
    if (!target || !listsReady) {
      setBookingError(MISSING_CHOICE[variant]);
      return;
    }
    const link = (page: '/' | '/widget', popup = false) => bookingUrl(window.location, target, { page, language, partner: settings.partner, popup });
    if (variant === 'styled') {
      setModalSrc(link('/widget'));
      return;
    }
    const outcome = openBookingWindow(link('/', true));
    if (outcome !== 'blocked') return;
    if (typeof HTMLDialogElement === 'function' && canFrameBookingPage()) setModalSrc(link('/widget'));
    else setBookingError('popupBlocked');
  };

  const styled = variant === 'styled';
  // While the first load runs, the banner stands where the form will be (same height: no layout shift).
  const firstLoad = options.online && options.status === 'loading' && departures.length === 0;
  let status: ReactNode = null;
  if (!options.online) status = <OfflineBanner variant={variant} lost={options.connectionLost} />;
  else if (options.status === 'loading' && !firstLoad) status = <LoadingBanner variant={variant} />;
  else if (options.status === 'error' && options.error) status = <ErrorPanel variant={variant} error={options.error} failures={options.failures} onRetry={options.retry} />;

  const selectClass = styled
    ? 'h-11 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-sm disabled:opacity-60 sm:text-sm'
    : 'h-10 w-full min-w-0 rounded border border-input bg-card px-2 text-sm text-foreground disabled:opacity-60';
  // On a phone the plain banner keeps From and To side by side, so the button fits a 180 px high frame.
  const formLayout = styled
    ? 'sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:gap-3'
    : 'grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:gap-3';

  let noticeText: string | undefined;
  if (notice?.kind === 'destination-cleared') noticeText = t('destinationCleared', { destination: name(notice.destination), departure: name(notice.departure) });
  else if (notice?.kind === 'scenic-departure') noticeText = t('scenicFrom', { departure: name(notice.departure) });

  return (
    <section
      aria-label={t('pageTitle')}
      className={styled ? 'flex w-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-lg sm:p-5' : 'flex w-full flex-col gap-2'}
    >
      {styled && (
        <p className="flex items-center gap-2 text-lg font-bold">
          <PlaneIcon />
          {t('question')}
        </p>
      )}
      {status}
      <div className="grid">
        {firstLoad && (
          <div className="[grid-area:1/1]">
            <LoadingBanner variant={variant} />
          </div>
        )}
        <form
          aria-hidden={firstLoad || undefined}
          className={`grid items-end gap-2 [grid-area:1/1] ${formLayout} ${firstLoad ? 'invisible' : ''}`}
          onSubmit={(event) => {
            event.preventDefault();
            book();
          }}
        >
          <div className="grid min-w-0 gap-1">
            <label htmlFor={fromId} className="text-sm font-semibold">
              {t('from')}
            </label>
            <PlaceSelect
              id={fromId}
              placeholder={t('selectDeparture')}
              groups={choices.departureGroups}
              grouped={choices.grouped}
              value={choices.departure?.id}
              disabled={!listsReady}
              className={selectClass}
              onChange={(id) => apply(chooseDeparture({ regions, departures, destinations }, scope, selection, id))}
            />
          </div>
          <div className="grid min-w-0 gap-1">
            <label htmlFor={toId} className="text-sm font-semibold">
              {t('to')}
            </label>
            <PlaceSelect
              id={toId}
              placeholder={t('selectDestination')}
              groups={choices.destinationGroups}
              grouped={choices.grouped}
              value={choices.destination?.id}
              disabled={!listsReady}
              className={selectClass}
              onChange={(id) => apply(chooseDestination({ regions, departures, destinations }, scope, selection, id))}
            />
          </div>
          <button
            type="submit"
            disabled={!enabled}
            className={
              styled
                ? 'h-11 rounded-md bg-primary px-6 font-semibold text-primary-foreground shadow hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50'
                : 'col-span-2 h-10 rounded bg-primary px-5 text-sm font-semibold text-primary-foreground disabled:cursor-not-allowed disabled:opacity-50 sm:col-span-1'
            }
          >
            {enabled ? t('bookNow') : t('selectLocations')}
          </button>
        </form>
      </div>
      {/* Always present, so that a screen reader hears each change the widget makes for the visitor. */}
      <div role="status" className={`text-sm text-foreground ${styled ? 'empty:-mt-3' : 'empty:-mt-2'}`}>
        {noticeText}
      </div>
      {bookingError && (
        <p role="alert" className="text-sm text-destructive">
          {t(bookingError)}
        </p>
      )}
      <BookingModal src={modalSrc} onClose={() => setModalSrc(undefined)} />
    </section>
  );
}
