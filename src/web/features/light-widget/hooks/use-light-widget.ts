import { useMemo, useState } from 'react';
import { bookingUrl } from '../api/booking-url';
import type { LightSettings } from '../api/light-settings';
import { canFrameBookingPage, openBookingWindow } from '../api/open-booking';
import { chooseDeparture, chooseDestination, draftRegions, routeChoices, scopeRegion, type RouteSelection, type SelectionNotice } from '../api/route-choices';
import type { Variant } from '../components/variant';
import type { LightMessageKey } from '../i18n/light-messages';
import { useBookingOptions } from './use-booking-options';
import { useLightText } from './use-light-text';

const MISSING_CHOICE: Record<Variant, LightMessageKey> = { styled: 'missingChoiceStyled', plain: 'missingChoicePlain' };

/** The picker's state: the lists, the visitor's route, what the widget said about it, and Book Now. */
export function useLightWidget(variant: Variant, settings: LightSettings) {
  const { language } = useLightText();
  const options = useBookingOptions();
  const { regions, departures, destinations } = options;
  const [selection, setSelection] = useState<RouteSelection>({});
  const [notice, setNotice] = useState<SelectionNotice>();
  const [bookingError, setBookingError] = useState<LightMessageKey>();
  const [modalSrc, setModalSrc] = useState<string>();

  const scope = useMemo(() => scopeRegion(regions, settings.regionCodes), [regions, settings.regionCodes]);
  const choices = useMemo(() => routeChoices({ regions, departures, destinations }, scope, selection), [regions, departures, destinations, scope, selection]);
  const listsReady = options.status === 'ready' && choices.departureGroups.length > 0 && choices.destinationGroups.length > 0;

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
    const link = (page: '/' | '/widget', popup = false) => bookingUrl(window.location, target, { page, language, partner: settings.partner, popup, passOn: settings.passOn });
    if (variant === 'styled') {
      setModalSrc(link('/widget'));
      return;
    }
    const outcome = openBookingWindow(link('/', true));
    if (outcome !== 'blocked') return;
    if (typeof HTMLDialogElement === 'function' && canFrameBookingPage()) setModalSrc(link('/widget'));
    else setBookingError('popupBlocked');
  };

  return {
    options,
    choices,
    drafts: draftRegions(choices),
    listsReady,
    enabled: listsReady && choices.booking !== undefined,
    notice,
    bookingError,
    modalSrc,
    closeModal: () => setModalSrc(undefined),
    chooseDeparture: (id: number | undefined) => apply(chooseDeparture({ regions, departures, destinations }, scope, selection, id)),
    chooseDestination: (id: number | undefined) => apply(chooseDestination({ regions, departures, destinations }, scope, selection, id)),
    book,
  };
}
