import { booking, tr, trainingUrlsFor, type DepartureSeed, type DestinationSeed } from './types';

/**
 * The Mandarin-market variant (app context twin) of WA: a region with exactly one departure, so /mandarin
 * shows content. Values are globally unique, so they carry a `-twin` suffix.
 */
export const TWIN_DEPARTURES: readonly DepartureSeed[] = [
  {
    region: 'WA',
    value: 'jandakot-twin',
    name: 'Jandakot Airport (YPJT)',
    subtitle: 'Chinese-speaking ground team, pick-up from Perth hotels on request',
    address: '16 Eagle Drive, Jandakot WA 6164',
    latitude: -32.0975,
    longitude: 115.8811,
    scenicFlightUrl: booking('zh/wa/scenic/jandakot'),
    pilotTrainingUrl: booking('zh/wa/pilot-training/jandakot'),
    trainingUrls: trainingUrlsFor('zh/wa', 'jandakot'),
    displayOrder: 1,
    appContext: 'twin',
    translations: tr(
      { name: '詹达科特机场 (YPJT)', subtitle: '中文地勤团队，可应要求从珀斯酒店接送' },
      { name: 'जंडाकोट हवाई अड्डा (YPJT)', subtitle: 'चीनी भाषी ग्राउंड टीम, अनुरोध पर पर्थ के होटलों से पिक-अप' },
    ),
  },
];

export const TWIN_DESTINATIONS: readonly DestinationSeed[] = [
  {
    region: 'WA',
    value: 'rottnest-island-twin',
    name: 'Rottnest Island (YRTI)',
    subtitle: 'Quokka selfies and turquoise bays, 15 minutes from Perth',
    latitude: -32.0061,
    longitude: 115.5403,
    flightTypes: ['same-day', 'one-way'],
    bookingUrl: booking('zh/wa/book/rottnest-island'),
    oneWayBookingUrl: booking('zh/wa/book/rottnest-island?trip=one-way'),
    displayOrder: 1,
    appContext: 'twin',
    translations: tr(
      { name: '罗特内斯岛 (YRTI)', subtitle: '与短尾矮袋鼠自拍、欣赏碧蓝海湾，距珀斯仅15分钟' },
      { name: 'रॉटनेस्ट द्वीप (YRTI)', subtitle: 'क्वोक्का के साथ सेल्फ़ी और फ़िरोज़ी खाड़ियाँ, पर्थ से सिर्फ़ 15 मिनट' },
    ),
  },
  {
    // A same-day loop over the city that lands back at Jandakot (there is no airfield in the city itself).
    region: 'WA',
    value: 'perth-city-twin',
    name: 'Perth City & Swan River',
    subtitle: 'Round flight over the skyline, Kings Park and the Swan River, back at Jandakot',
    latitude: -31.958,
    longitude: 115.857,
    flightTypes: ['same-day'],
    bookingUrl: booking('zh/wa/book/perth-city'),
    displayOrder: 2,
    appContext: 'twin',
    translations: tr(
      { name: '珀斯市区与天鹅河', subtitle: '环绕飞越城市天际线、国王公园与天鹅河，返回詹达科特' },
      { name: 'पर्थ शहर और स्वान नदी', subtitle: 'क्षितिज, किंग्स पार्क और स्वान नदी के ऊपर चक्कर, वापसी जंडाकोट' },
    ),
  },
];
