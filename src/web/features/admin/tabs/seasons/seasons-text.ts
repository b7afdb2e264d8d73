import { aircraftNameAndCode, AIRCRAFT_TYPES, type AircraftType } from '../../../../../domain/aircraft';
import type { PriceAdjustment } from '../../../../../domain/api/admin/price-adjustments';
import { flightTypeTitle } from '../../../../../domain/flight-types';
import { formatAud } from '../../../../../domain/money';
import { WEEKDAY_NAMES, WEEKDAY_ORDER } from '../../../../../domain/price-date';

/** The words of the Seasons and dates list, from an adjustment as the API answers it (decision 0063). */

/** When it applies: '1 Dec 2026 – 28 Feb 2027', 'From 1 Dec 2026', 'Saturday, Sunday', '25 Dec 2026'. */
export function whenText(adjustment: Pick<PriceAdjustment, 'kind' | 'startsOn' | 'endsOn' | 'weekdays'>, formatDay: (day: string) => string): string {
  const { startsOn, endsOn } = adjustment;
  let window = '';
  if (startsOn && endsOn) window = startsOn === endsOn ? formatDay(startsOn) : `${formatDay(startsOn)} – ${formatDay(endsOn)}`;
  else if (startsOn) window = `From ${formatDay(startsOn)}`;
  else if (endsOn) window = `Until ${formatDay(endsOn)}`;
  if (adjustment.kind !== 'weekday') return window;
  const days = WEEKDAY_ORDER.filter((day) => adjustment.weekdays.includes(day)).map((day) => WEEKDAY_NAMES[day]);
  return window ? `${days.join(', ')}; ${window.charAt(0).toLowerCase()}${window.slice(1)}` : days.join(', ');
}

/** '+10%', '-5%', '+A$300.00', '-A$50.00'. */
export function changeText(adjustment: Pick<PriceAdjustment, 'unit' | 'value'>): string {
  const sign = adjustment.value > 0 ? '+' : adjustment.value < 0 ? '-' : '';
  const size = Math.abs(adjustment.value);
  return adjustment.unit === 'percent' ? `${sign}${size}%` : `${sign}${formatAud(Math.round(size * 100))}`;
}

/** What it is limited to, or 'Every flight'. */
export function scopeText(
  adjustment: Pick<PriceAdjustment, 'aircraftType' | 'flightType' | 'departureLocationId' | 'destinationId'>,
  names: { departures: Map<number, string>; destinations: Map<number, string> },
): string {
  const parts: string[] = [];
  if (adjustment.aircraftType) {
    parts.push((AIRCRAFT_TYPES as readonly string[]).includes(adjustment.aircraftType) ? aircraftNameAndCode(adjustment.aircraftType as AircraftType) : adjustment.aircraftType);
  }
  if (adjustment.flightType) parts.push(flightTypeTitle(adjustment.flightType));
  if (adjustment.departureLocationId !== null) parts.push(`from ${names.departures.get(adjustment.departureLocationId) ?? `departure ${adjustment.departureLocationId}`}`);
  if (adjustment.destinationId !== null) parts.push(`to ${names.destinations.get(adjustment.destinationId) ?? `destination ${adjustment.destinationId}`}`);
  return parts.length > 0 ? parts.join(', ') : 'Every flight';
}
