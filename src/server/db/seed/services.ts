import type { connectingServices } from '../schema';
import { asset, booking, tr, type RegionCode } from './types';

export type ConnectingServiceSeed = Omit<typeof connectingServices.$inferInsert, 'id' | 'createdAt' | 'regionId'> & {
  region: RegionCode;
};

export const CONNECTING_SERVICES: readonly ConnectingServiceSeed[] = [
  {
    region: 'WA',
    title: 'Ferry transfer to Rottnest Island',
    description: 'Fly one way and cruise back: fast ferry between Rottnest, Fremantle and Barrack Street Jetty, several sailings a day.',
    imageUrl: asset('service-rottnest-ferry.webp'),
    linkUrl: booking('wa/services/rottnest-ferry'),
    displayOrder: 1,
    translations: tr(
      { title: '罗特内斯岛渡轮接驳', description: '单程飞行、乘船返回：往返罗特内斯岛、弗里曼特尔与巴拉克街码头的高速渡轮，每日多班。' },
      {
        title: 'रॉटनेस्ट द्वीप के लिए फ़ेरी ट्रांसफ़र',
        description: 'एक तरफ़ उड़ें, वापसी जहाज़ से: रॉटनेस्ट, फ़्रीमैंटल और बैरक स्ट्रीट जेटी के बीच तेज़ फ़ेरी, दिन में कई बार।',
      },
    ),
  },
  {
    region: 'WA',
    title: 'Perth airport limousine',
    description: 'Chauffeured limousine between your hotel or the Perth Airport terminals and our lounge at Jandakot or Perth Airport.',
    imageUrl: asset('service-limousine.webp'),
    linkUrl: booking('wa/services/limousine'),
    displayOrder: 2,
    translations: tr(
      { title: '珀斯机场豪华轿车接送', description: '专职司机驾驶豪华轿车，往返您的酒店或珀斯机场航站楼与我们位于詹达科特或珀斯机场的休息室。' },
      {
        title: 'पर्थ हवाई अड्डा लिमोज़ीन',
        description: 'आपके होटल या पर्थ हवाई अड्डे के टर्मिनलों और जंडाकोट या पर्थ हवाई अड्डे पर हमारे लाउंज के बीच शोफ़र-चालित लिमोज़ीन।',
      },
    ),
  },
  {
    region: 'WA',
    title: 'Margaret River wine tour bus',
    description: 'Small-group coach tour of five wineries, a chocolate factory and a cheese tasting, meeting your flight at Busselton or Margaret River.',
    imageUrl: asset('service-wine-bus.webp'),
    linkUrl: booking('wa/services/margaret-river-wine-tour'),
    displayOrder: 3,
    translations: tr(
      { title: '玛格丽特河酒庄巴士游', description: '小团巴士游览五家酒庄、一家巧克力工坊并品尝奶酪，在巴瑟尔顿或玛格丽特河接机。' },
      {
        title: 'मार्गरेट रिवर वाइन टूर बस',
        description: 'पाँच वाइनरी, एक चॉकलेट फ़ैक्टरी और चीज़ टेस्टिंग का छोटे समूह का कोच टूर, जो बसेल्टन या मार्गरेट रिवर में आपकी उड़ान से मिलता है।',
      },
    ),
  },
  {
    region: 'WA',
    title: 'Rottnest bike & snorkel hire',
    description: 'Bikes, helmets and snorkel sets waiting at the Rottnest airstrip when you land, returned at the end of the day.',
    imageUrl: asset('service-bike-snorkel.webp'),
    linkUrl: booking('wa/services/rottnest-bike-snorkel'),
    displayOrder: 4,
    translations: tr(
      { title: '罗特内斯岛自行车与浮潜装备租赁', description: '落地时自行车、头盔与浮潜套装已在罗特内斯岛跑道旁等候，当天结束时归还即可。' },
      {
        title: 'रॉटनेस्ट साइकिल और स्नॉर्कल किराया',
        description: 'उतरते ही रॉटनेस्ट हवाई पट्टी पर साइकिल, हेलमेट और स्नॉर्कल सेट तैयार, दिन के अंत में लौटाएँ।',
      },
    ),
  },
  {
    region: 'WA',
    title: 'Swan Valley chauffeured tours',
    description: "Half or full-day private tours of the Swan Valley's wineries, breweries and chocolate makers, 30 minutes from the city.",
    imageUrl: asset('service-swan-valley.webp'),
    linkUrl: booking('wa/services/swan-valley-tours'),
    displayOrder: 5,
    translations: tr(
      { title: '天鹅谷专车游', description: '半日或全日私人游览天鹅谷的酒庄、精酿啤酒厂与巧克力工坊，距市区仅30分钟。' },
      {
        title: 'स्वान वैली शोफ़र टूर',
        description: 'शहर से 30 मिनट दूर स्वान वैली की वाइनरी, ब्रुअरी और चॉकलेट निर्माताओं के आधे या पूरे दिन के निजी टूर।',
      },
    ),
  },
  {
    region: 'QLD',
    title: 'Brisbane airport limousine',
    description: 'Chauffeured transfers between Brisbane Airport, city hotels and our terminals at Archerfield, Redcliffe and Caboolture.',
    imageUrl: asset('service-brisbane-limousine.webp'),
    linkUrl: booking('qld/services/limousine'),
    displayOrder: 1,
    translations: tr(
      { title: '布里斯班机场豪华轿车接送', description: '专车往返布里斯班机场、市区酒店与我们在阿彻菲尔德、雷德克利夫和卡布尔彻的候机楼。' },
      {
        title: 'ब्रिस्बेन हवाई अड्डा लिमोज़ीन',
        description: 'ब्रिस्बेन हवाई अड्डे, शहर के होटलों और आर्चरफ़ील्ड, रेडक्लिफ़ व काबूलचर के हमारे टर्मिनलों के बीच शोफ़र-चालित ट्रांसफ़र।',
      },
    ),
  },
  {
    region: 'QLD',
    title: 'Moreton Bay island ferries',
    description: 'Vehicle and passenger ferries from Cleveland to North Stradbroke Island and from Brisbane to Tangalooma on Moreton Island.',
    imageUrl: asset('service-moreton-ferry.webp'),
    linkUrl: booking('qld/services/moreton-bay-ferries'),
    displayOrder: 2,
    translations: tr(
      { title: '摩顿湾海岛渡轮', description: '从克利夫兰前往北斯特拉德布罗克岛、从布里斯班前往摩顿岛唐加鲁马的车辆及客运渡轮。' },
      {
        title: 'मोरटन बे द्वीप फ़ेरी',
        description: 'क्लीवलैंड से नॉर्थ स्ट्रैडब्रोक द्वीप और ब्रिस्बेन से मोरटन द्वीप के टैंगलूमा तक वाहन और यात्री फ़ेरी।',
      },
    ),
  },
  {
    region: 'QLD',
    title: 'Gold Coast hinterland day tour',
    description: 'Guided small-group tour of Tamborine Mountain, its rainforest skywalk, galleries and wineries, with pick-up from Gold Coast Airport.',
    imageUrl: asset('service-hinterland-tour.webp'),
    linkUrl: booking('qld/services/hinterland-tour'),
    displayOrder: 3,
    translations: tr(
      { title: '黄金海岸腹地一日游', description: '小团导览游览坦伯林山的雨林天空步道、画廊与酒庄，可在黄金海岸机场接机。' },
      {
        title: 'गोल्ड कोस्ट हिंटरलैंड डे टूर',
        description: 'टैम्बोरिन माउंटेन, उसके वर्षावन स्काईवॉक, गैलरी और वाइनरी का छोटे समूह का गाइडेड टूर, गोल्ड कोस्ट हवाई अड्डे से पिक-अप के साथ।',
      },
    ),
  },
];
