import { booking, tr, trainingUrlsFor, type DepartureSeed, type DestinationSeed } from './types';

/**
 * Western Australia, main app context. Coordinates are the aerodromes' reference points (decimal degrees).
 * Serpentine is a scenic-only departure: it has scenic route rows only.
 */
export const WA_DEPARTURES: readonly DepartureSeed[] = [
  {
    region: 'WA',
    value: 'jandakot',
    name: 'Jandakot Airport (YPJT)',
    subtitle: "Perth's general aviation airport, 20 minutes south of the city",
    address: '16 Eagle Drive, Jandakot WA 6164',
    latitude: -32.0975,
    longitude: 115.8811,
    scenicFlightUrl: booking('wa/scenic/jandakot'),
    pilotTrainingUrl: booking('wa/pilot-training/jandakot'),
    trainingUrls: trainingUrlsFor('wa', 'jandakot'),
    displayOrder: 1,
    appContext: 'main',
    translations: tr(
      { name: '詹达科特机场 (YPJT)', subtitle: '珀斯的通用航空机场，位于市中心以南20分钟车程' },
      { name: 'जंडाकोट हवाई अड्डा (YPJT)', subtitle: 'पर्थ का सामान्य विमानन हवाई अड्डा, शहर से 20 मिनट दक्षिण' },
    ),
  },
  {
    region: 'WA',
    value: 'perth-airport',
    name: 'Perth Airport (YPPH)',
    subtitle: 'General aviation apron beside the domestic and international terminals',
    address: 'Perth Airport WA 6105',
    latitude: -31.9403,
    longitude: 115.9669,
    scenicFlightUrl: booking('wa/scenic/perth-airport'),
    pilotTrainingUrl: booking('wa/pilot-training/perth-airport'),
    trainingUrls: trainingUrlsFor('wa', 'perth-airport'),
    displayOrder: 2,
    appContext: 'main',
    translations: tr(
      { name: '珀斯机场 (YPPH)', subtitle: '通用航空停机坪，紧邻国内及国际航站楼' },
      { name: 'पर्थ हवाई अड्डा (YPPH)', subtitle: 'घरेलू और अंतरराष्ट्रीय टर्मिनलों के पास सामान्य विमानन एप्रन' },
    ),
  },
  {
    region: 'WA',
    value: 'serpentine',
    name: 'Serpentine Airfield (YSEN)',
    subtitle: 'Scenic flights only: the Darling Scarp, Serpentine Falls and the Peel coast',
    address: 'Serpentine Airfield, Hopelands WA 6125',
    latitude: -32.395,
    longitude: 115.8717,
    scenicFlightUrl: booking('wa/scenic/serpentine'),
    pilotTrainingUrl: booking('wa/pilot-training/serpentine'),
    trainingUrls: trainingUrlsFor('wa', 'serpentine'),
    displayOrder: 3,
    appContext: 'main',
    translations: tr(
      { name: '瑟彭坦机场 (YSEN)', subtitle: '仅限观光飞行：达令断崖、瑟彭坦瀑布与皮尔海岸' },
      { name: 'सर्पेन्टाइन हवाई पट्टी (YSEN)', subtitle: 'केवल दर्शनीय उड़ानें: डार्लिंग स्कार्प, सर्पेन्टाइन फ़ॉल्स और पील तट' },
    ),
  },
  {
    region: 'WA',
    value: 'busselton',
    name: 'Busselton Margaret River Airport (YBLN)',
    subtitle: 'Gateway to the South West and the Margaret River wine region',
    address: 'Airport Drive, Yalyalup WA 6280',
    latitude: -33.6884,
    longitude: 115.4016,
    scenicFlightUrl: booking('wa/scenic/busselton'),
    pilotTrainingUrl: booking('wa/pilot-training/busselton'),
    trainingUrls: trainingUrlsFor('wa', 'busselton'),
    displayOrder: 4,
    appContext: 'main',
    translations: tr(
      { name: '巴瑟尔顿-玛格丽特河机场 (YBLN)', subtitle: '西南地区及玛格丽特河葡萄酒产区的门户' },
      { name: 'बसेल्टन मार्गरेट रिवर हवाई अड्डा (YBLN)', subtitle: 'दक्षिण-पश्चिम और मार्गरेट रिवर वाइन क्षेत्र का प्रवेश द्वार' },
    ),
  },
];

/**
 * A harmless stand-in for the booking calendar staff paste in (rendered only in a sandboxed iframe). It says
 * it is sample content: a visitor of a fresh install must not wait for departure times that never come.
 */
export const ROTTNEST_CALENDAR_HTML =
  '<div class="booking-calendar" data-operator="skycharter" data-route="rottnest-island" data-flight-type="same-day">' +
  '<h3>Choose your flight to Rottnest Island</h3><p class="booking-calendar__status"><strong>Sample content.</strong> ' +
  "This stand-in marks where the operator's booking calendar appears; staff replace it with their own calendar " +
  'in the admin panel (Route Pricing). Until then, send a request with the form on this page.</p></div>' +
  '<script>/* calendar loader: marks the widget ready; availability is filled in by the operator\'s calendar */' +
  "document.querySelectorAll('.booking-calendar').forEach(function (el) { el.setAttribute('data-ready', 'true'); });</script>";

export const WA_DESTINATIONS: readonly DestinationSeed[] = [
  {
    region: 'WA',
    value: 'rottnest-island',
    name: 'Rottnest Island (YRTI)',
    subtitle: 'Wadjemup: quokkas, turquoise bays and the Basin, 15 minutes from Perth',
    latitude: -32.0061,
    longitude: 115.5403,
    flightTypes: ['same-day', 'scenic', 'one-way'],
    bookingUrl: booking('wa/book/rottnest-island'),
    oneWayBookingUrl: booking('wa/book/rottnest-island?trip=one-way'),
    iframeHtml: ROTTNEST_CALENDAR_HTML,
    displayOrder: 1,
    appContext: 'main',
    translations: tr(
      { name: '罗特内斯岛 (YRTI)', subtitle: '瓦杰穆普：短尾矮袋鼠、碧蓝海湾与盆地海滩，距珀斯仅15分钟' },
      { name: 'रॉटनेस्ट द्वीप (YRTI)', subtitle: 'वाजेमुप: क्वोक्का, फ़िरोज़ी खाड़ियाँ और बेसिन, पर्थ से सिर्फ़ 15 मिनट' },
    ),
  },
  {
    region: 'WA',
    value: 'margaret-river',
    name: 'Margaret River (YMGT)',
    subtitle: 'Wineries, surf breaks and karri forest, landing at the Margaret River airstrip',
    latitude: -33.9306,
    longitude: 115.1003,
    flightTypes: ['same-day', 'one-way'],
    bookingUrl: booking('wa/book/margaret-river'),
    oneWayBookingUrl: booking('wa/book/margaret-river?trip=one-way'),
    displayOrder: 2,
    appContext: 'main',
    translations: tr(
      { name: '玛格丽特河 (YMGT)', subtitle: '酒庄、冲浪胜地与卡里森林，降落于玛格丽特河机场' },
      { name: 'मार्गरेट रिवर (YMGT)', subtitle: 'वाइनरी, सर्फ़ तट और कैरी वन; मार्गरेट रिवर हवाई पट्टी पर उतरें' },
    ),
  },
  {
    region: 'WA',
    value: 'jurien-bay',
    name: 'Jurien Bay (YJUR)',
    subtitle: 'Sheltered Turquoise Coast bay, gateway to the Pinnacles',
    latitude: -30.3014,
    longitude: 115.0561,
    flightTypes: ['same-day', 'one-way'],
    bookingUrl: booking('wa/book/jurien-bay'),
    oneWayBookingUrl: booking('wa/book/jurien-bay?trip=one-way'),
    displayOrder: 3,
    appContext: 'main',
    translations: tr(
      { name: '朱里恩湾 (YJUR)', subtitle: '宁静的绿松石海岸海湾，前往尖峰石阵的门户' },
      { name: 'जूरियन बे (YJUR)', subtitle: 'टर्क्वॉइज़ तट की शांत खाड़ी, पिनेकल्स का प्रवेश द्वार' },
    ),
  },
  {
    region: 'WA',
    value: 'wave-rock',
    name: 'Wave Rock – Hyden (YHYD)',
    subtitle: 'A 15-metre granite wave near Hyden; same-day return flights only',
    latitude: -32.4405,
    longitude: 118.8969,
    flightTypes: ['same-day'],
    bookingUrl: booking('wa/book/wave-rock'),
    displayOrder: 4,
    appContext: 'main',
    translations: tr(
      { name: '波浪岩 – 海登 (YHYD)', subtitle: '海登附近高15米的花岗岩巨浪，仅提供当日往返航班' },
      { name: 'वेव रॉक – हाइडन (YHYD)', subtitle: 'हाइडन के पास 15 मीटर ऊँची ग्रेनाइट लहर; केवल उसी दिन वापसी की उड़ानें' },
    ),
  },
  {
    region: 'WA',
    value: 'albany',
    name: 'Albany (YABA)',
    subtitle: 'Historic harbour town on King George Sound, whales from June to October',
    latitude: -34.9433,
    longitude: 117.8089,
    flightTypes: ['same-day', 'one-way'],
    bookingUrl: booking('wa/book/albany'),
    oneWayBookingUrl: booking('wa/book/albany?trip=one-way'),
    displayOrder: 5,
    appContext: 'main',
    translations: tr(
      { name: '奥尔巴尼 (YABA)', subtitle: '乔治王湾畔的历史港口小镇，6月至10月可观鲸' },
      { name: 'अल्बानी (YABA)', subtitle: 'किंग जॉर्ज साउंड पर ऐतिहासिक बंदरगाह शहर, जून से अक्टूबर तक व्हेल दर्शन' },
    ),
  },
  {
    region: 'WA',
    value: 'geraldton',
    name: 'Geraldton (YGEL)',
    subtitle: 'Sun City of the Mid West and gateway to the Abrolhos Islands',
    latitude: -28.7961,
    longitude: 114.7075,
    flightTypes: ['same-day', 'one-way'],
    bookingUrl: booking('wa/book/geraldton'),
    oneWayBookingUrl: booking('wa/book/geraldton?trip=one-way'),
    displayOrder: 6,
    appContext: 'main',
    translations: tr(
      { name: '杰拉尔顿 (YGEL)', subtitle: '中西部的阳光之城，前往阿布罗留斯群岛的门户' },
      { name: 'जेराल्डटन (YGEL)', subtitle: 'मिड वेस्ट का सन सिटी और अब्रोलोस द्वीपों का प्रवेश द्वार' },
    ),
  },
  // Scenic flights: the pricing engine prices a scenic flight from departure X by the destination whose value is X.
  {
    region: 'WA',
    value: 'jandakot',
    name: 'Scenic flight from Jandakot',
    subtitle: 'Perth city, the Swan River and the coastline, back at Jandakot',
    latitude: -32.0975,
    longitude: 115.8811,
    flightTypes: ['scenic'],
    displayOrder: 7,
    appContext: 'main',
    translations: tr(
      { name: '詹达科特出发观光飞行', subtitle: '俯瞰珀斯市区、天鹅河与海岸线，返回詹达科特' },
      { name: 'जंडाकोट से दर्शनीय उड़ान', subtitle: 'पर्थ शहर, स्वान नदी और तटरेखा के ऊपर, वापसी जंडाकोट' },
    ),
  },
  {
    region: 'WA',
    value: 'serpentine',
    name: 'Scenic flight from Serpentine',
    subtitle: 'The Darling Scarp, Serpentine Falls and the Peel Inlet',
    latitude: -32.395,
    longitude: 115.8717,
    flightTypes: ['scenic'],
    displayOrder: 8,
    appContext: 'main',
    translations: tr(
      { name: '瑟彭坦出发观光飞行', subtitle: '达令断崖、瑟彭坦瀑布与皮尔湾' },
      { name: 'सर्पेन्टाइन से दर्शनीय उड़ान', subtitle: 'डार्लिंग स्कार्प, सर्पेन्टाइन फ़ॉल्स और पील इनलेट' },
    ),
  },
  {
    region: 'WA',
    value: 'busselton',
    name: 'Scenic flight from Busselton',
    subtitle: 'Busselton Jetty, Geographe Bay and Cape Naturaliste',
    latitude: -33.6884,
    longitude: 115.4016,
    flightTypes: ['scenic'],
    displayOrder: 9,
    appContext: 'main',
    translations: tr(
      { name: '巴瑟尔顿出发观光飞行', subtitle: '巴瑟尔顿栈桥、地理湾与自然角' },
      { name: 'बसेल्टन से दर्शनीय उड़ान', subtitle: 'बसेल्टन जेटी, जियोग्राफ़ बे और केप नेचुरलिस्टे' },
    ),
  },
];
