import type { AppContext } from '../../../domain/app-context';
import type { AircraftType } from '../../../domain/aircraft';
import type { aircraftExperienceImages, heroImages } from '../schema';
import { asset, tr, type RegionCode } from './types';

export type HeroImageSeed = Omit<typeof heroImages.$inferInsert, 'id' | 'createdAt' | 'regionId'> & {
  region: RegionCode;
  appContext: AppContext;
};

/** Gallery images per aircraft type; `region` undefined means shown in every region (regionId null). */
export type AircraftImageSeed = Omit<typeof aircraftExperienceImages.$inferInsert, 'id' | 'createdAt' | 'regionId'> & {
  region?: RegionCode;
  aircraftType: AircraftType;
};

export const HERO_IMAGES: readonly HeroImageSeed[] = [
  {
    region: 'WA',
    appContext: 'main',
    title: 'Rottnest Island from the air',
    altText: 'A light aircraft over the turquoise bays of Rottnest Island',
    imageUrl: asset('hero-wa-rottnest.webp'),
    displayOrder: 1,
    translations: tr(
      { title: '从空中俯瞰罗特内斯岛', altText: '一架轻型飞机飞越罗特内斯岛碧蓝的海湾' },
      { title: 'आसमान से रॉटनेस्ट द्वीप', altText: 'रॉटनेस्ट द्वीप की फ़िरोज़ी खाड़ियों के ऊपर एक हल्का विमान' },
    ),
  },
  {
    region: 'WA',
    appContext: 'main',
    title: 'Perth city and the Swan River',
    altText: 'The Perth skyline beside the Swan River at dusk, with an aircraft overhead',
    imageUrl: asset('hero-wa-perth-city.webp'),
    displayOrder: 2,
    translations: tr(
      { title: '珀斯市区与天鹅河', altText: '黄昏时分天鹅河畔的珀斯天际线，上空有一架飞机' },
      { title: 'पर्थ शहर और स्वान नदी', altText: 'शाम के समय स्वान नदी के किनारे पर्थ का क्षितिज, ऊपर उड़ता एक विमान' },
    ),
  },
  {
    region: 'WA',
    appContext: 'main',
    title: 'Margaret River vineyards',
    altText: 'Rows of vines on rolling hills near Margaret River',
    imageUrl: asset('hero-wa-margaret-river.webp'),
    displayOrder: 3,
    translations: tr(
      { title: '玛格丽特河葡萄园', altText: '玛格丽特河附近起伏山丘上成排的葡萄藤' },
      { title: 'मार्गरेट रिवर के अंगूर के बाग़', altText: 'मार्गरेट रिवर के पास लहरदार पहाड़ियों पर अंगूर की बेलों की कतारें' },
    ),
  },
  {
    region: 'WA',
    appContext: 'main',
    title: 'Wave Rock, Hyden',
    altText: 'The curved granite face of Wave Rock under a clear sky',
    imageUrl: asset('hero-wa-wave-rock.webp'),
    displayOrder: 4,
    translations: tr(
      { title: '海登波浪岩', altText: '晴空下波浪岩弧形的花岗岩岩壁' },
      { title: 'वेव रॉक, हाइडन', altText: 'साफ़ आसमान के नीचे वेव रॉक की घुमावदार ग्रेनाइट सतह' },
    ),
  },
  {
    region: 'WA',
    appContext: 'twin',
    title: 'Rottnest Island from the air',
    altText: 'A light aircraft over the turquoise bays of Rottnest Island',
    imageUrl: asset('hero-wa-rottnest.webp'),
    displayOrder: 1,
    translations: tr(
      { title: '从空中俯瞰罗特内斯岛', altText: '一架轻型飞机飞越罗特内斯岛碧蓝的海湾' },
      { title: 'आसमान से रॉटनेस्ट द्वीप', altText: 'रॉटनेस्ट द्वीप की फ़िरोज़ी खाड़ियों के ऊपर एक हल्का विमान' },
    ),
  },
  {
    region: 'WA',
    appContext: 'twin',
    title: 'Perth city and the Swan River',
    altText: 'The Perth skyline beside the Swan River at dusk, with an aircraft overhead',
    imageUrl: asset('hero-wa-perth-city.webp'),
    displayOrder: 2,
    translations: tr(
      { title: '珀斯市区与天鹅河', altText: '黄昏时分天鹅河畔的珀斯天际线，上空有一架飞机' },
      { title: 'पर्थ शहर और स्वान नदी', altText: 'शाम के समय स्वान नदी के किनारे पर्थ का क्षितिज, ऊपर उड़ता एक विमान' },
    ),
  },
  {
    region: 'QLD',
    appContext: 'main',
    title: 'Gold Coast beaches',
    altText: 'Surf beaches and high-rise towers along the Gold Coast',
    imageUrl: asset('hero-qld-gold-coast.webp'),
    displayOrder: 1,
    translations: tr(
      { title: '黄金海岸海滩', altText: '黄金海岸沿线的冲浪海滩与高楼' },
      { title: 'गोल्ड कोस्ट के समुद्र तट', altText: 'गोल्ड कोस्ट के किनारे सर्फ़ तट और ऊँची इमारतें' },
    ),
  },
  {
    region: 'QLD',
    appContext: 'main',
    title: 'Lady Elliot Island',
    altText: 'A coral cay ringed by reef on the southern Great Barrier Reef',
    imageUrl: asset('hero-qld-lady-elliot.webp'),
    displayOrder: 2,
    translations: tr(
      { title: '埃利奥特夫人岛', altText: '大堡礁南端被珊瑚礁环绕的珊瑚岛' },
      { title: 'लेडी इलियट द्वीप', altText: 'दक्षिणी ग्रेट बैरियर रीफ़ पर प्रवाल भित्ति से घिरा एक प्रवाल द्वीप' },
    ),
  },
  {
    region: 'QLD',
    appContext: 'main',
    title: 'Glass House Mountains',
    altText: 'The volcanic peaks of the Glass House Mountains at sunrise',
    imageUrl: asset('hero-qld-glass-house.webp'),
    displayOrder: 3,
    translations: tr(
      { title: '玻璃屋山', altText: '日出时分玻璃屋山的火山峰' },
      { title: 'ग्लास हाउस पर्वत', altText: 'सूर्योदय के समय ग्लास हाउस पर्वतों की ज्वालामुखीय चोटियाँ' },
    ),
  },
  {
    region: 'QLD',
    appContext: 'main',
    title: 'Cape Byron lighthouse',
    altText: 'The white lighthouse on the headland at Cape Byron',
    imageUrl: asset('hero-qld-byron.webp'),
    displayOrder: 4,
    translations: tr(
      { title: '拜伦角灯塔', altText: '拜伦角岬角上的白色灯塔' },
      { title: 'केप बायरन लाइटहाउस', altText: 'केप बायरन के अंतरीप पर सफ़ेद लाइटहाउस' },
    ),
  },
];

export const AIRCRAFT_IMAGES: readonly AircraftImageSeed[] = [
  {
    aircraftType: '3-passengers',
    title: 'Cessna 172 over the coast',
    altText: 'A white high-wing Cessna 172 flying along a sandy coastline',
    imageUrl: asset('aircraft-3-passengers.webp'),
    displayOrder: 1,
    translations: tr(
      { title: '飞越海岸的塞斯纳172', altText: '一架白色上单翼塞斯纳172沿沙质海岸线飞行' },
      { title: 'तट के ऊपर सेसना 172', altText: 'रेतीली तटरेखा के साथ उड़ता एक सफ़ेद हाई-विंग सेसना 172' },
    ),
  },
  {
    aircraftType: '3-passengers',
    title: 'Cessna 172 at sunset',
    altText: 'A Cessna 172 silhouetted against an orange evening sky',
    imageUrl: asset('aircraft-3-passengers-sunset.webp'),
    displayOrder: 2,
    translations: tr(
      { title: '日落中的塞斯纳172', altText: '橙色晚霞映衬下的塞斯纳172剪影' },
      { title: 'सूर्यास्त में सेसना 172', altText: 'नारंगी शाम के आसमान में सेसना 172 की छाया' },
    ),
  },
  {
    aircraftType: '5-passengers-single-prop',
    title: 'Cessna 210 Centurion',
    altText: 'A Cessna 210 with its wheels retracted, cruising above the clouds',
    imageUrl: asset('aircraft-5-passengers-single-prop.webp'),
    displayOrder: 1,
    translations: tr(
      { title: '塞斯纳210百夫长', altText: '一架收起起落架的塞斯纳210在云层上方巡航' },
      { title: 'सेसना 210 सेंचुरियन', altText: 'पहिए अंदर किए बादलों के ऊपर उड़ता सेसना 210' },
    ),
  },
  {
    aircraftType: '5-passengers-twin-prop',
    title: 'Twin-engine five-seater',
    altText: 'A low-wing twin-engine aircraft over farmland',
    imageUrl: asset('aircraft-5-passengers-twin-prop.webp'),
    displayOrder: 1,
    translations: tr(
      { title: '双发五座飞机', altText: '一架下单翼双发飞机飞越农田' },
      { title: 'दो इंजन वाला पाँच सीटर', altText: 'खेतों के ऊपर उड़ता लो-विंग दो इंजन वाला विमान' },
    ),
  },
  {
    aircraftType: '6-passengers',
    title: 'Piper Cherokee Six',
    altText: 'A low-wing Piper Cherokee Six over blue water',
    imageUrl: asset('aircraft-6-passengers.webp'),
    displayOrder: 1,
    translations: tr(
      { title: '派珀切诺基六座机', altText: '一架下单翼派珀切诺基六座机飞越蓝色海面' },
      { title: 'पाइपर चेरोकी सिक्स', altText: 'नीले पानी के ऊपर लो-विंग पाइपर चेरोकी सिक्स' },
    ),
  },
  {
    aircraftType: '8-passengers',
    title: 'Twin turboprop',
    altText: 'A T-tail twin turboprop climbing away over the ocean',
    imageUrl: asset('aircraft-8-passengers.webp'),
    displayOrder: 1,
    translations: tr(
      { title: '双发涡桨飞机', altText: '一架T型尾翼双发涡桨飞机在海面上空爬升' },
      { title: 'ट्विन टर्बोप्रॉप', altText: 'समुद्र के ऊपर चढ़ता टी-टेल ट्विन टर्बोप्रॉप विमान' },
    ),
  },
  {
    aircraftType: '9-passengers',
    title: 'Nine-seat single-engine turboprop',
    altText: 'A high-wing single-engine turboprop with a cargo pod above the outback',
    imageUrl: asset('aircraft-9-passengers.webp'),
    displayOrder: 1,
    translations: tr(
      { title: '九座单发涡桨飞机', altText: '一架带货舱吊舱的上单翼单发涡桨飞机飞越内陆' },
      { title: 'नौ सीटों वाला सिंगल-इंजन टर्बोप्रॉप', altText: 'आउटबैक के ऊपर कार्गो पॉड वाला हाई-विंग सिंगल-इंजन टर्बोप्रॉप' },
    ),
  },
  {
    aircraftType: '12-passengers',
    title: 'Eleven-seat single-engine turboprop',
    altText: 'A stretched high-wing turboprop flying over a reef',
    imageUrl: asset('aircraft-12-passengers.webp'),
    displayOrder: 1,
    translations: tr(
      { title: '十一座单发涡桨飞机', altText: '一架加长型上单翼涡桨飞机飞越珊瑚礁' },
      { title: 'ग्यारह सीटों वाला सिंगल-इंजन टर्बोप्रॉप', altText: 'प्रवाल भित्ति के ऊपर उड़ता लंबा हाई-विंग टर्बोप्रॉप' },
    ),
  },
  {
    aircraftType: '4-5-passenger-helicopter',
    title: 'Bell JetRanger helicopter',
    altText: 'A Bell JetRanger helicopter hovering above the coast',
    imageUrl: asset('aircraft-helicopter.webp'),
    displayOrder: 1,
    translations: tr(
      { title: '贝尔喷气游骑兵直升机', altText: '一架贝尔喷气游骑兵直升机在海岸上空悬停' },
      { title: 'बेल जेटरेंजर हेलीकॉप्टर', altText: 'तट के ऊपर मंडराता बेल जेटरेंजर हेलीकॉप्टर' },
    ),
  },
  {
    region: 'QLD',
    aircraftType: '4-5-passenger-helicopter',
    title: 'Helicopter over the Gold Coast',
    altText: 'A helicopter flying past the Gold Coast high-rises at sunset',
    imageUrl: asset('aircraft-helicopter-gold-coast.webp'),
    displayOrder: 2,
    translations: tr(
      { title: '飞越黄金海岸的直升机', altText: '日落时分一架直升机飞过黄金海岸的高楼' },
      { title: 'गोल्ड कोस्ट के ऊपर हेलीकॉप्टर', altText: 'सूर्यास्त के समय गोल्ड कोस्ट की ऊँची इमारतों के पास से उड़ता हेलीकॉप्टर' },
    ),
  },
];
