import { aircraftNameAndCode, AIRCRAFT_TYPES } from '../../../../../domain/aircraft';
import { ROUTE_FLIGHT_TYPES } from '../../../../../domain/flight-types';
import { FLIGHT_TYPE_TITLES } from './cell-edit';

/** The aircraft and flight type choices of the price grid's toolbar and the Bulk change panel ('' is all). */
export const AIRCRAFT_OPTIONS = [{ value: '', label: 'All aircraft' }, ...AIRCRAFT_TYPES.map((type) => ({ value: type, label: aircraftNameAndCode(type) }))];
export const FLIGHT_TYPE_OPTIONS = [{ value: '', label: 'All flight types' }, ...ROUTE_FLIGHT_TYPES.map((type) => ({ value: type, label: FLIGHT_TYPE_TITLES[type] }))];
