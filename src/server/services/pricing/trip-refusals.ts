import { AIRCRAFT, type AircraftType } from '../../../domain/aircraft';
import type { Language } from '../../../domain/language-codes';
import { AIRCRAFT_NAMES } from '../inquiries/party-refusal';

/** Which end of a leg a place is. */
export type LegEnd = 'from' | 'to';

/** An unpriced leg as a refusal names it: its number and its places' names. */
export interface NamedLeg {
  n: number;
  from: string;
  to: string;
}

/**
 * Why a trip cannot be priced, in the visitor's language (decision 0070): the English is the API's wording
 * since trips began; Chinese and Hindi name the aircraft as the booking page does (AIRCRAFT_NAMES). Places are
 * named by their slug or their name as staff wrote it. `n` is a leg's number (1, 2, …).
 */
export interface TripRefusalWords {
  placeNotFound(n: number, end: LegEnd, slug: string): string;
  placeOutsideRegion(n: number, end: LegEnd, slug: string): string;
  legToItself(n: number, place: string): string;
  dayPassed(n: number, date: string): string;
  notWhereBeforeEnds(n: number, beforeEnd: string): string;
  dayBeforePrevious(n: number): string;
  tooManyPassengers(aircraftType: AircraftType): string;
  noLegFlown(aircraftType: AircraftType): string;
  legsNotFlown(aircraftType: AircraftType, legs: readonly NamedLeg[]): string;
}

/** The path of a leg's end as the API's English names it (`legs.0.from`). */
const pathOf = (n: number, end: LegEnd) => `legs.${n - 1}.${end}`;

const english: TripRefusalWords = {
  placeNotFound: (n, end, slug) => `${pathOf(n, end)}: '${slug}' was not found or is not active`,
  placeOutsideRegion: (n, end, slug) => `${pathOf(n, end)}: '${slug}' is not in the selected region`,
  legToItself: (n, place) => `Leg ${n} starts and ends at '${place}': a leg must fly to another place`,
  dayPassed: (n, date) => `Leg ${n} is on ${date}, a day that has passed: choose today or a later day`,
  notWhereBeforeEnds: (n, beforeEnd) => `Leg ${n} must start where leg ${n - 1} ends ('${beforeEnd}'): add the flight between them as a leg of its own`,
  dayBeforePrevious: (n) => `Leg ${n} cannot be on a day before leg ${n - 1}`,
  tooManyPassengers: (type) => `The ${AIRCRAFT[type].label} aircraft seats ${AIRCRAFT[type].capacity} passengers`,
  noLegFlown: (type) => `The ${AIRCRAFT[type].label} aircraft does not fly these legs in this region: choose another aircraft`,
  legsNotFlown: (type, legs) =>
    `The ${AIRCRAFT[type].label} aircraft does not fly ${legs.map((leg) => `leg ${leg.n} (${leg.from} – ${leg.to})`).join(', ')}: change the leg or choose another aircraft`,
};

const zhEnd = (end: LegEnd) => (end === 'from' ? '出发地' : '目的地');
const zhAircraft = (type: AircraftType) => `${AIRCRAFT_NAMES.zh[type][0]}飞机（${AIRCRAFT_NAMES.zh[type][1]}）`;
const chinese: TripRefusalWords = {
  placeNotFound: (n, end, slug) => `第 ${n} 段的${zhEnd(end)}“${slug}”不存在或未开放`,
  placeOutsideRegion: (n, end, slug) => `第 ${n} 段的${zhEnd(end)}“${slug}”不在所选地区`,
  legToItself: (n, place) => `第 ${n} 段的起点和终点都是“${place}”：每一段都须飞往另一个地点`,
  dayPassed: (n, date) => `第 ${n} 段的日期 ${date} 已经过去：请选择今天或以后的日期`,
  notWhereBeforeEnds: (n, beforeEnd) => `第 ${n} 段须从第 ${n - 1} 段的终点（“${beforeEnd}”）出发：请把两地之间的航程另加为一段`,
  dayBeforePrevious: (n) => `第 ${n} 段的日期不能早于第 ${n - 1} 段`,
  tooManyPassengers: (type) => `${zhAircraft(type)}最多可载 ${AIRCRAFT[type].capacity} 名乘客`,
  noLegFlown: (type) => `${zhAircraft(type)}在此地区不飞这些航段：请选择其他飞机`,
  legsNotFlown: (type, legs) => `${zhAircraft(type)}不飞${legs.map((leg) => `第 ${leg.n} 段（${leg.from} – ${leg.to}）`).join('、')}：请更改航段或选择其他飞机`,
};

const hiEnd = (end: LegEnd) => (end === 'from' ? 'प्रस्थान स्थान' : 'गंतव्य');
const hiAircraft = (type: AircraftType) => `${AIRCRAFT_NAMES.hi[type][0]} विमान (${AIRCRAFT_NAMES.hi[type][1]})`;
const hindi: TripRefusalWords = {
  placeNotFound: (n, end, slug) => `चरण ${n} का ${hiEnd(end)} '${slug}' नहीं मिला या सक्रिय नहीं है`,
  placeOutsideRegion: (n, end, slug) => `चरण ${n} का ${hiEnd(end)} '${slug}' चुने गए क्षेत्र में नहीं है`,
  legToItself: (n, place) => `चरण ${n} '${place}' से शुरू होकर वहीं समाप्त होता है: हर चरण किसी दूसरी जगह जाना चाहिए`,
  dayPassed: (n, date) => `चरण ${n} की तारीख ${date} बीत चुकी है: आज या बाद की कोई तारीख चुनें`,
  notWhereBeforeEnds: (n, beforeEnd) => `चरण ${n} वहीं से शुरू होना चाहिए जहाँ चरण ${n - 1} समाप्त होता है ('${beforeEnd}'): इनके बीच की उड़ान को अलग चरण के रूप में जोड़ें`,
  dayBeforePrevious: (n) => `चरण ${n} की तारीख चरण ${n - 1} से पहले नहीं हो सकती`,
  tooManyPassengers: (type) => `${hiAircraft(type)} में ${AIRCRAFT[type].capacity} यात्रियों की जगह है`,
  noLegFlown: (type) => `${hiAircraft(type)} इस क्षेत्र में ये चरण नहीं उड़ता: कोई दूसरा विमान चुनें`,
  legsNotFlown: (type, legs) => `${hiAircraft(type)} ${legs.map((leg) => `चरण ${leg.n} (${leg.from} – ${leg.to})`).join(', ')} नहीं उड़ता: चरण बदलें या कोई दूसरा विमान चुनें`,
};

export const TRIP_REFUSALS: Record<Language, TripRefusalWords> = { en: english, zh: chinese, hi: hindi };
