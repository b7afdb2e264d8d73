/** The eight aircraft types of the admin panel and the picker (docs/product.md §3), in display order. */
export const AIRCRAFT_TYPES = [
  '3-passengers',
  '5-passengers-single-prop',
  '5-passengers-twin-prop',
  '6-passengers',
  '8-passengers',
  '9-passengers',
  '12-passengers',
  '4-5-passenger-helicopter',
] as const;

export type AircraftType = (typeof AIRCRAFT_TYPES)[number];

export interface AircraftSpec {
  label: string;
  description: string;
  payloadKg: number;
  /** Seats sold to passengers; the per-person price divides by this. */
  capacity: number;
  cruiseKmh: number;
  /** Flagged TRAINING AIRCRAFT in pilot-training mode (docs/product.md §4). */
  trainingAircraft: boolean;
}

// Cruise speeds follow docs/product.md §9: 200 km/h by default, 380 for the twin 5-seat and the 8-seat turboprop,
// 333 for the Cessna 210 (see docs/decisions/0003-cruise-speeds.md).
export const AIRCRAFT: Record<AircraftType, AircraftSpec> = {
  '3-passengers': { label: '3 Passengers', description: 'Cessna 172 single engine', payloadKg: 300, capacity: 3, cruiseKmh: 200, trainingAircraft: true },
  '5-passengers-single-prop': { label: '5 Passengers (Single Prop)', description: 'Cessna 210', payloadKg: 440, capacity: 5, cruiseKmh: 333, trainingAircraft: true },
  '5-passengers-twin-prop': { label: '5 Passengers (Twin Prop)', description: 'Twin engine', payloadKg: 440, capacity: 5, cruiseKmh: 380, trainingAircraft: false },
  '6-passengers': { label: '6 Passengers', description: 'Piper Cherokee 6', payloadKg: 440, capacity: 6, cruiseKmh: 200, trainingAircraft: true },
  '8-passengers': { label: '8 Passengers', description: 'Twin turboprop', payloadKg: 600, capacity: 8, cruiseKmh: 380, trainingAircraft: false },
  '9-passengers': { label: '9 Passengers', description: 'Tandem single engine', payloadKg: 700, capacity: 9, cruiseKmh: 200, trainingAircraft: false },
  '12-passengers': { label: '11 Passengers', description: 'Tandem single engine', payloadKg: 800, capacity: 11, cruiseKmh: 200, trainingAircraft: false },
  '4-5-passenger-helicopter': { label: '4-5 Passenger Helicopter', description: 'Bell Ranger', payloadKg: 440, capacity: 5, cruiseKmh: 200, trainingAircraft: false },
};

/**
 * Identifiers older customer widgets still send (docs/product.md §3.2 "other type identifiers"), mapped to the
 * type of the eight-type catalogue that flies the same aircraft.
 */
const LEGACY_AIRCRAFT_ALIASES: Readonly<Record<string, AircraftType>> = {
  '2-passengers': '3-passengers',
  '4-passenger-helicopter': '4-5-passenger-helicopter',
  'cessna-210': '5-passengers-single-prop',
};
const CURRENT_IDS = new Map<string, AircraftType>(Object.entries(LEGACY_AIRCRAFT_ALIASES));

/** The identifier of the current catalogue for `id`: an older widget's alias mapped, anything else as it is. */
export const currentAircraftId = (id: string): string => CURRENT_IDS.get(id) ?? id;

export const TRAINING_AIRCRAFT: readonly AircraftType[] = AIRCRAFT_TYPES.filter((t) => AIRCRAFT[t].trainingAircraft);

/**
 * The English name of an aircraft type id, legacy ids included ('cessna-210' -> '5 Passengers (Single Prop)');
 * an unknown id is shown as it is. The web app translates through this (web/lib/aircraft-label).
 */
export function aircraftLabel(type: string): string {
  const known = (AIRCRAFT as Partial<Record<string, AircraftSpec>>)[LEGACY_AIRCRAFT_ALIASES[type] ?? type];
  return known?.label ?? type;
}

/**
 * An aircraft type as the admin panel names it everywhere: its name and the code the spreadsheets and the API
 * use, '11 Passengers (12-passengers)', so a name that differs from its code ('12-passengers' seats 11) never
 * reads as a different aircraft. An unknown id is shown as it is.
 */
export function aircraftNameAndCode(type: string): string {
  const name = aircraftLabel(type);
  return name === type ? type : `${name} (${type})`;
}
