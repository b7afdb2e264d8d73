import { AIRCRAFT, AIRCRAFT_TYPES, currentAircraftId, type AircraftType } from '../../../domain/aircraft';
import { LANGUAGES, type Language } from '../../../domain/language-codes';
import { partyLimit, partyLimitText, type Party } from '../../../domain/party';

/**
 * The aircraft's name and model as the booking page shows them in Chinese and Hindi (src/web/locales/<lang>/
 * booking.json, aircraft.types; party-refusal.test.ts keeps the two in step). The server has no i18n of its
 * own, and a refusal names the aircraft in the visitor's language.
 */
export const AIRCRAFT_NAMES: Record<Exclude<Language, 'en'>, Record<AircraftType, [name: string, model: string]>> = {
  zh: {
    '3-passengers': ['3 座', '塞斯纳 172 单引擎'],
    '5-passengers-single-prop': ['5 座（单螺旋桨）', '塞斯纳 210'],
    '5-passengers-twin-prop': ['5 座（双螺旋桨）', '双引擎'],
    '6-passengers': ['6 座', '派珀切诺基 6'],
    '8-passengers': ['8 座', '双涡轮螺旋桨'],
    '9-passengers': ['9 座', '纵列单引擎'],
    '12-passengers': ['11 座', '纵列单引擎'],
    '4-5-passenger-helicopter': ['4-5 座直升机', '贝尔游骑兵'],
  },
  hi: {
    '3-passengers': ['3 यात्री', 'सेसना 172 सिंगल इंजन'],
    '5-passengers-single-prop': ['5 यात्री (सिंगल प्रोप)', 'सेसना 210'],
    '5-passengers-twin-prop': ['5 यात्री (ट्विन प्रोप)', 'ट्विन इंजन'],
    '6-passengers': ['6 यात्री', 'पाइपर चेरोकी 6'],
    '8-passengers': ['8 यात्री', 'ट्विन टर्बोप्रॉप'],
    '9-passengers': ['9 यात्री', 'टैंडम सिंगल इंजन'],
    '12-passengers': ['11 यात्री', 'टैंडम सिंगल इंजन'],
    '4-5-passenger-helicopter': ['4-5 यात्री हेलीकॉप्टर', 'बेल रेंजर'],
  },
};

const knownType = (aircraftType: string): AircraftType | undefined => {
  const type = currentAircraftId(aircraftType);
  return (AIRCRAFT_TYPES as readonly string[]).includes(type) ? (type as AircraftType) : undefined;
};

/**
 * Why this aircraft cannot take this party, in the visitor's words, naming the aircraft ("The 3 Passengers
 * aircraft (Cessna 172 single engine) cannot take this party: Seats 3; your party is 9"); null when it can,
 * or when the aircraft is not one of ours (nothing to check it against).
 */
export function partyRefusal(aircraftType: string | undefined, party: Party, language: Language): string | null {
  const type = aircraftType ? knownType(aircraftType) : undefined;
  if (!type) return null;
  const limit = partyLimit(type, party);
  if (!limit) return null;
  const why = partyLimitText(limit, language);
  if (language === 'en') return `The ${AIRCRAFT[type].label} aircraft (${AIRCRAFT[type].description}) cannot take this party: ${why}`;
  const [name, model] = AIRCRAFT_NAMES[language][type];
  if (language === 'zh') return `${name}飞机（${model}）无法搭载您的团体：${why}`;
  return `${name} विमान (${model}) आपके दल को नहीं ले जा सकता: ${why}`;
}

/** The visitor's language: the body's `language`, else the first of ours in Accept-Language, else English. */
export function visitorLanguage(bodyLanguage: string | undefined, acceptLanguage: string | undefined): Language {
  if (bodyLanguage && (LANGUAGES as readonly string[]).includes(bodyLanguage)) return bodyLanguage as Language;
  // Every quote asks this: no list is made when the header is missing.
  if (!acceptLanguage) return 'en';
  for (const part of acceptLanguage.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code)) return code as Language;
  }
  return 'en';
}
