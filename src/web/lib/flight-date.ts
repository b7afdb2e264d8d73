import { useCallback, useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { flightDateOf, localIsoDate } from '../../domain/visitor-dates';

/** The address parameter holding the flight's day: a shared estimate carries it, so its price is that day's. */
export const FLIGHT_DATE_PARAM = 'date';

/**
 * The day the visitor means to fly, kept in the address bar (replace navigation) so that the estimate card
 * prices it and a shared link re-creates it. The request form writes it, the flights tab reads it: features
 * never import each other, both import this. A day before the visitor's today counts as none.
 */
export function useFlightDate() {
  const [params, setParams] = useSearchParams();
  const date = flightDateOf(params.get(FLIGHT_DATE_PARAM), localIsoDate());

  /** A real day, or undefined for none (today's price); the address is built as it is now, so a quick change sticks. */
  const setDate = useCallback(
    (value: string | undefined) => {
      const latest = new URLSearchParams(window.location.search);
      const next = new URLSearchParams(latest);
      if (value) next.set(FLIGHT_DATE_PARAM, value);
      else next.delete(FLIGHT_DATE_PARAM);
      if (next.toString() !== latest.toString()) setParams(next, { replace: true });
    },
    [setParams],
  );
  return { date, setDate };
}

/**
 * A request form's day reprices the estimate card (decision 0063): a day the visitor can fly, or none once the
 * field is cleared (today's price). A day half typed changes nothing, and while `picked` is false (a form just
 * opened or reset, its day untouched) the card keeps its day. Only a change of the form's day counts: a day
 * picked in another form (the request form and the WeChat/Alipay dialog share the page) is not undone by
 * this one re-running with its own.
 */
export function useRepriceOn(day: string, picked = true) {
  const { setDate } = useFlightDate();
  const reprice = useEffectEvent((value: string) => {
    if (!value) setDate(undefined);
    else if (flightDateOf(value, localIsoDate())) setDate(value);
  });
  useEffect(() => {
    if (picked) reprice(day);
  }, [day, picked]);
}
