import type { RouteFlightType } from '../../../domain/flight-types';
import type { Translations } from '../../../domain/languages';
import type { cachedExperiences, experiences } from '../schema';
import { asset, booking } from './types';

export type ExperienceSeed = Omit<typeof experiences.$inferInsert, 'id' | 'createdAt' | 'regionId' | 'destinationId' | 'flightType'> & {
  category: ExperienceCategory;
  translations: Translations;
  /** What 'Book Flight' opens: a destination (by its value slug, resolved in the region seeded) and a flight type. */
  bookFlight: { destination: string; flightType: RouteFlightType };
};
export type CachedExperienceSeed = Omit<typeof cachedExperiences.$inferInsert, 'id' | 'regionId' | 'lastUpdated'> & {
  category: ExperienceCategory;
  translations: Translations;
};

/** docs/product.md §3.3 experience categories, with their translations. */
export const EXPERIENCE_CATEGORIES = {
  'Most Popular': { zh: '最受欢迎', hi: 'सबसे लोकप्रिय' },
  'Fly & Dine': { zh: '飞行与美食', hi: 'उड़ान और भोजन' },
  'Best Value': { zh: '超值之选', hi: 'सबसे किफ़ायती' },
  Adventure: { zh: '探险', hi: 'रोमांच' },
  Romantic: { zh: '浪漫', hi: 'रोमांटिक' },
  Premium: { zh: '尊享', hi: 'प्रीमियम' },
} as const;
export type ExperienceCategory = keyof typeof EXPERIENCE_CATEGORIES;

interface Text {
  title: string;
  description: string;
  highlightText?: string;
}

/** Builds the translations of an experience: its texts plus the translated category and "From A$…". */
function experienceTranslations(category: ExperienceCategory, from: string, zh: Text, hi: Text, priceField: string): Translations {
  return {
    zh: { ...zh, category: EXPERIENCE_CATEGORIES[category].zh, [priceField]: `起价 ${from}` },
    hi: { ...hi, category: EXPERIENCE_CATEGORIES[category].hi, [priceField]: `${from} से शुरू` },
  };
}

function experience(
  en: Text & {
    category: ExperienceCategory;
    from: string;
    rating: string;
    reviews: number;
    slug: string;
    region: 'wa' | 'qld';
    bookFlight: ExperienceSeed['bookFlight'];
  },
  displayOrder: number,
  zh: Text,
  hi: Text,
): ExperienceSeed {
  return {
    title: en.title,
    description: en.description,
    highlightText: en.highlightText ?? null,
    imageUrl: asset(`exp-${en.slug}.webp`),
    priceDisplay: `From ${en.from}`,
    bookingLink: booking(`${en.region}/experiences/${en.slug}`),
    category: en.category,
    rating: en.rating,
    reviews: en.reviews,
    displayOrder,
    isActive: true,
    dataSource: 'internal',
    translations: experienceTranslations(en.category, en.from, zh, hi, 'priceDisplay'),
    bookFlight: en.bookFlight,
  };
}

/**
 * The eight Western Australian experiences (docs/product.md §3.3 "Experience titles", word for word). The admin
 * "Seed from Current Data" action inserts these into the active region.
 */
export const LEGACY_EXPERIENCES: readonly ExperienceSeed[] = [
  experience(
    {
      title: 'On demand Air-Taxi to Wadjemup (Rottnest) Island',
      description:
        'Skip the ferry queue: fly from Jandakot to Rottnest Island in about 15 minutes, whenever suits you. Spend the day cycling between the bays, snorkelling the Basin and meeting the quokkas, then fly home at sunset.',
      highlightText: 'Jandakot to Rottnest in 15 minutes',
      category: 'Most Popular',
      from: 'A$650',
      rating: '4.9',
      reviews: 1284,
      slug: 'rottnest-air-taxi',
      region: 'wa',
      bookFlight: { destination: 'rottnest-island', flightType: 'same-day' },
    },
    1,
    {
      title: '按需空中的士前往瓦杰穆普（罗特内斯岛）',
      description:
        '无需排队等候渡轮：随时从詹达科特飞往罗特内斯岛，航程约15分钟。白天在各个海湾之间骑行、在盆地海滩浮潜、与短尾矮袋鼠合影，日落时分再乘机返回。',
      highlightText: '詹达科特至罗特内斯岛仅需15分钟',
    },
    {
      title: 'वाजेमुप (रॉटनेस्ट) द्वीप के लिए ऑन-डिमांड एयर-टैक्सी',
      description:
        'फ़ेरी की कतार छोड़िए: जब चाहें, जंडाकोट से लगभग 15 मिनट में रॉटनेस्ट द्वीप पहुँचिए। दिन भर खाड़ियों के बीच साइकिल चलाइए, बेसिन में स्नॉर्कलिंग कीजिए, क्वोक्का से मिलिए और सूर्यास्त के समय उड़ान से घर लौटिए।',
      highlightText: 'जंडाकोट से रॉटनेस्ट सिर्फ़ 15 मिनट में',
    },
  ),
  experience(
    {
      title: 'Leeuwin Estate Wine and Dine Experience',
      description:
        'Fly south along the coast to Margaret River, transfer to Leeuwin Estate for a guided tasting of the Art Series wines and a long lunch in the restaurant overlooking the karri forest, then fly back to Perth.',
      highlightText: 'Art Series tasting and long lunch included',
      category: 'Fly & Dine',
      from: 'A$1,890',
      rating: '4.9',
      reviews: 412,
      slug: 'leeuwin-estate',
      region: 'wa',
      bookFlight: { destination: 'margaret-river', flightType: 'same-day' },
    },
    2,
    {
      title: '露纹酒庄美酒美食体验',
      description:
        '沿海岸线向南飞往玛格丽特河，转乘专车前往露纹酒庄，在导览下品鉴艺术系列葡萄酒，并在俯瞰卡里森林的餐厅享用悠长午餐，随后飞返珀斯。',
      highlightText: '含艺术系列品酒与午宴',
    },
    {
      title: 'लुइन एस्टेट वाइन और डाइन अनुभव',
      description:
        'तट के साथ दक्षिण में मार्गरेट रिवर तक उड़ान भरें, लुइन एस्टेट में आर्ट सीरीज़ वाइन का निर्देशित स्वाद लें और कैरी वन को निहारते रेस्तराँ में इत्मीनान से दोपहर का भोजन करें, फिर पर्थ लौटें।',
      highlightText: 'आर्ट सीरीज़ वाइन टेस्टिंग और दोपहर का भोजन शामिल',
    },
  ),
  experience(
    {
      title: 'Perth City Scenic Flight',
      description:
        'A 45-minute flight from Jandakot over the Perth skyline, Kings Park, the Swan River and the beaches from Cottesloe to Scarborough: the best-value way to see the city from the air.',
      highlightText: '45 minutes over the city and the coast',
      category: 'Best Value',
      from: 'A$420',
      rating: '4.8',
      reviews: 956,
      slug: 'perth-city-scenic',
      region: 'wa',
      bookFlight: { destination: 'jandakot', flightType: 'scenic' },
    },
    3,
    {
      title: '珀斯市区观光飞行',
      description:
        '从詹达科特起飞，用45分钟飞越珀斯天际线、国王公园、天鹅河以及从科特斯洛到斯卡伯勒的海滩，是从空中欣赏这座城市最超值的方式。',
      highlightText: '45分钟俯瞰城市与海岸',
    },
    {
      title: 'पर्थ शहर दर्शनीय उड़ान',
      description:
        'जंडाकोट से 45 मिनट की उड़ान: पर्थ का क्षितिज, किंग्स पार्क, स्वान नदी और कॉटेस्लो से स्कारबोरो तक के समुद्र तट। शहर को आसमान से देखने का सबसे किफ़ायती तरीका।',
      highlightText: 'शहर और तट के ऊपर 45 मिनट',
    },
  ),
  experience(
    {
      title: 'Northern Explorer - Jurien Bay',
      description:
        "Follow the Turquoise Coast north over Lancelin's dunes and the Pinnacles Desert, land at Jurien Bay for sea-lion snorkelling or a beach lunch, and return along the coast.",
      highlightText: 'Fly over the Pinnacles Desert',
      category: 'Adventure',
      from: 'A$1,450',
      rating: '4.7',
      reviews: 188,
      slug: 'jurien-bay',
      region: 'wa',
      bookFlight: { destination: 'jurien-bay', flightType: 'same-day' },
    },
    4,
    {
      title: '北部探险 - 朱里恩湾',
      description: '沿绿松石海岸向北飞越兰斯林沙丘与尖峰石阵沙漠，降落朱里恩湾后与海狮一同浮潜或享用海滩午餐，再沿海岸返航。',
      highlightText: '飞越尖峰石阵沙漠',
    },
    {
      title: 'नॉर्दर्न एक्सप्लोरर - जूरियन बे',
      description:
        'टर्क्वॉइज़ तट के साथ उत्तर की ओर लैंसलिन के रेतीले टीलों और पिनेकल्स रेगिस्तान के ऊपर से उड़ें, जूरियन बे में उतरकर सी-लायन के साथ स्नॉर्कलिंग या समुद्र तट पर भोजन करें और तट के साथ लौटें।',
      highlightText: 'पिनेकल्स रेगिस्तान के ऊपर उड़ान',
    },
  ),
  experience(
    {
      title: 'Prosecco Sunset Flight',
      description:
        'An hour along the coast as the sun sets over the Indian Ocean, with a chilled bottle of prosecco to share once you land. Made for proposals, anniversaries and date nights.',
      highlightText: 'Prosecco on landing, sunset over the Indian Ocean',
      category: 'Romantic',
      from: 'A$590',
      rating: '5.0',
      reviews: 342,
      slug: 'prosecco-sunset',
      region: 'wa',
      bookFlight: { destination: 'jandakot', flightType: 'scenic' },
    },
    5,
    {
      title: '普罗塞克日落飞行',
      description: '在夕阳沉入印度洋之际沿海岸飞行一小时，落地后共享一瓶冰镇普罗塞克起泡酒。求婚、纪念日与约会之夜的理想之选。',
      highlightText: '落地畅饮普罗塞克，欣赏印度洋日落',
    },
    {
      title: 'प्रोसेको सूर्यास्त उड़ान',
      description:
        'हिंद महासागर पर डूबते सूरज के साथ तट के किनारे एक घंटे की उड़ान, और उतरने के बाद साझा करने के लिए ठंडी प्रोसेको की बोतल। प्रस्ताव, सालगिरह और डेट नाइट के लिए बिल्कुल सही।',
      highlightText: 'उतरने पर प्रोसेको, हिंद महासागर पर सूर्यास्त',
    },
  ),
  experience(
    {
      title: 'Isola Bar Fly & Dine',
      description:
        'A scenic flight over the Swan River and the city, then a chauffeured transfer to Isola Bar for Italian share plates and a spritz on the terrace.',
      highlightText: 'Scenic flight plus Italian share plates',
      category: 'Fly & Dine',
      from: 'A$890',
      rating: '4.8',
      reviews: 227,
      slug: 'isola-bar',
      region: 'wa',
      bookFlight: { destination: 'jandakot', flightType: 'scenic' },
    },
    6,
    {
      title: '伊索拉酒吧飞行美食之旅',
      description: '飞越天鹅河与市区的观光飞行后，专车送您前往伊索拉酒吧，在露台上享用意式分享拼盘与一杯开胃鸡尾酒。',
      highlightText: '观光飞行加意式分享拼盘',
    },
    {
      title: 'इसोला बार फ़्लाई एंड डाइन',
      description:
        'स्वान नदी और शहर के ऊपर दर्शनीय उड़ान, फिर शोफ़र के साथ इसोला बार तक, जहाँ छत पर इतालवी शेयर प्लेट्स और स्प्रिट्ज़ का आनंद लें।',
      highlightText: 'दर्शनीय उड़ान और इतालवी शेयर प्लेट्स',
    },
  ),
  experience(
    {
      title: 'Wave Rock Day Trip – Hyden',
      description:
        "Fly 300 km east over the Wheatbelt to Hyden, walk the 15-metre granite wave, Hippo's Yawn and Mulka's Cave with a local guide, and be back in Perth for dinner: a trip that takes ten hours by road.",
      highlightText: 'A ten-hour drive becomes a relaxed day trip',
      category: 'Adventure',
      from: 'A$2,450',
      rating: '4.9',
      reviews: 265,
      slug: 'wave-rock',
      region: 'wa',
      bookFlight: { destination: 'wave-rock', flightType: 'same-day' },
    },
    7,
    {
      title: '波浪岩一日游 – 海登',
      description:
        '向东飞越小麦带300公里抵达海登，在当地向导带领下漫步15米高的花岗岩巨浪、河马哈欠岩与穆尔卡洞穴，晚餐前即可返回珀斯——自驾需要十小时的行程变成轻松的一日游。',
      highlightText: '十小时车程变为轻松一日游',
    },
    {
      title: 'वेव रॉक डे ट्रिप – हाइडन',
      description:
        'व्हीटबेल्ट के ऊपर 300 किमी पूर्व में हाइडन तक उड़ें, स्थानीय गाइड के साथ 15 मीटर ऊँची ग्रेनाइट लहर, हिप्पोज़ यॉन और मुल्काज़ केव देखें, और रात के खाने तक पर्थ लौट आएँ — सड़क से दस घंटे की यात्रा।',
      highlightText: 'दस घंटे की ड्राइव बनती है आरामदायक दिन की सैर',
    },
  ),
  experience(
    {
      title: 'Fly & Play – Rottnest Island Golf',
      description:
        "Fly to Rottnest with your clubs, play nine holes on the island's links-style course with ocean views, then enjoy lunch at the clubhouse before your flight home.",
      highlightText: 'Nine holes with ocean views',
      category: 'Premium',
      from: 'A$790',
      rating: '4.8',
      reviews: 154,
      slug: 'rottnest-golf',
      region: 'wa',
      bookFlight: { destination: 'rottnest-island', flightType: 'same-day' },
    },
    8,
    {
      title: '飞行与高尔夫 – 罗特内斯岛高尔夫',
      description: '携球杆飞往罗特内斯岛，在可眺望大海的林克斯风格球场打九洞，于会所享用午餐后乘机返回。',
      highlightText: '海景九洞球场',
    },
    {
      title: 'फ़्लाई एंड प्ले – रॉटनेस्ट द्वीप गोल्फ़',
      description:
        'अपने गोल्फ़ क्लब लेकर रॉटनेस्ट उड़ें, समुद्र के नज़ारों वाले लिंक्स-शैली कोर्स पर नौ होल खेलें, फिर क्लबहाउस में दोपहर का भोजन करके वापस उड़ान भरें।',
      highlightText: 'समुद्र के नज़ारों के साथ नौ होल',
    },
  ),
];

export const QLD_EXPERIENCES: readonly ExperienceSeed[] = [
  experience(
    {
      title: 'Lady Elliot Island Reef Day Trip',
      description:
        'Fly to a coral cay on the southern Great Barrier Reef, snorkel straight off the beach with manta rays and green turtles, and enjoy a buffet lunch at the eco resort before the flight home.',
      highlightText: 'Snorkel with manta rays and turtles',
      category: 'Most Popular',
      from: 'A$1,290',
      rating: '4.9',
      reviews: 318,
      slug: 'lady-elliot-reef',
      region: 'qld',
      bookFlight: { destination: 'YLEL', flightType: 'same-day' },
    },
    1,
    {
      title: '埃利奥特夫人岛珊瑚礁一日游',
      description: '飞往大堡礁南端的珊瑚岛，从海滩直接下水与蝠鲼和绿海龟一同浮潜，在生态度假村享用自助午餐后乘机返回。',
      highlightText: '与蝠鲼和海龟一同浮潜',
    },
    {
      title: 'लेडी इलियट द्वीप रीफ़ डे ट्रिप',
      description:
        'दक्षिणी ग्रेट बैरियर रीफ़ के प्रवाल द्वीप तक उड़ें, समुद्र तट से सीधे मांटा रे और हरे कछुओं के साथ स्नॉर्कलिंग करें, और वापसी से पहले इको रिज़ॉर्ट में बुफ़े लंच का आनंद लें।',
      highlightText: 'मांटा रे और कछुओं के साथ स्नॉर्कलिंग',
    },
  ),
  experience(
    {
      title: 'Byron Bay Long Lunch Flight',
      description:
        'Fly down the coast past Surfers Paradise and Point Danger to Ballina, transfer to Byron Bay for a long lunch, walk up to the Cape Byron lighthouse and fly home in time for sunset.',
      highlightText: 'Lunch in Byron Bay, home for sunset',
      category: 'Fly & Dine',
      from: 'A$1,150',
      rating: '4.8',
      reviews: 204,
      slug: 'byron-lunch',
      region: 'qld',
      bookFlight: { destination: 'YBNA', flightType: 'same-day' },
    },
    2,
    {
      title: '拜伦湾午宴飞行',
      description: '沿海岸南飞，经过冲浪者天堂与危险角抵达巴利纳，转往拜伦湾享用悠长午餐，步行登上拜伦角灯塔，并在日落前飞返。',
      highlightText: '拜伦湾午餐，日落前返程',
    },
    {
      title: 'बायरन बे लंच फ़्लाइट',
      description:
        'सर्फ़र्स पैराडाइज़ और पॉइंट डेंजर के पास से तट के साथ बलीना तक उड़ें, बायरन बे में इत्मीनान से दोपहर का भोजन करें, केप बायरन लाइटहाउस तक पैदल जाएँ और सूर्यास्त तक घर लौटें।',
      highlightText: 'बायरन बे में भोजन, सूर्यास्त तक वापसी',
    },
  ),
  experience(
    {
      title: 'Glass House Mountains Scenic Flight',
      description:
        'A 45-minute flight from Caboolture around the volcanic peaks of the Glass House Mountains and along Bribie Island, with views to the Sunshine Coast on a clear day.',
      highlightText: 'Volcanic peaks and Bribie Island in 45 minutes',
      category: 'Best Value',
      from: 'A$420',
      rating: '4.8',
      reviews: 530,
      slug: 'glass-house-mountains',
      region: 'qld',
      bookFlight: { destination: 'YCAB', flightType: 'scenic' },
    },
    3,
    {
      title: '玻璃屋山观光飞行',
      description: '从卡布尔彻起飞，45分钟环绕玻璃屋山的火山峰并沿布里比岛飞行，天气晴朗时可远眺阳光海岸。',
      highlightText: '45分钟饱览火山峰与布里比岛',
    },
    {
      title: 'ग्लास हाउस पर्वत दर्शनीय उड़ान',
      description:
        'काबूलचर से 45 मिनट की उड़ान: ग्लास हाउस पर्वतों की ज्वालामुखीय चोटियों के चारों ओर और ब्रिबी द्वीप के साथ, साफ़ दिन में सनशाइन कोस्ट तक के नज़ारे।',
      highlightText: '45 मिनट में ज्वालामुखीय चोटियाँ और ब्रिबी द्वीप',
    },
  ),
  experience(
    {
      title: 'Moreton Bay Sunset Champagne Flight',
      description:
        'Watch the sun go down over the D’Aguilar Range as you cruise above Moreton Bay, the Tangalooma wrecks and the Brisbane skyline, then toast with champagne on landing at Redcliffe.',
      highlightText: 'Champagne toast after a sunset over the bay',
      category: 'Romantic',
      from: 'A$620',
      rating: '5.0',
      reviews: 176,
      slug: 'moreton-bay-sunset',
      region: 'qld',
      bookFlight: { destination: 'YRED', flightType: 'scenic' },
    },
    4,
    {
      title: '摩顿湾日落香槟飞行',
      description: '在夕阳落向达吉拉山脉之际，飞越摩顿湾、唐加鲁马沉船与布里斯班天际线，降落雷德克利夫后举杯共饮香槟。',
      highlightText: '海湾日落后香槟庆祝',
    },
    {
      title: 'मोरटन बे सूर्यास्त शैम्पेन उड़ान',
      description:
        'मोरटन बे, टैंगलूमा के जहाज़ों के मलबे और ब्रिस्बेन के क्षितिज के ऊपर उड़ते हुए डागुइलर पर्वतमाला के पीछे सूर्यास्त देखें, फिर रेडक्लिफ़ में उतरकर शैम्पेन से जश्न मनाएँ।',
      highlightText: 'खाड़ी पर सूर्यास्त के बाद शैम्पेन',
    },
  ),
];

function cached(
  en: Text & { category: ExperienceCategory; from: string; rating: string; reviews: number; slug: string },
  zh: Text,
  hi: Text,
): CachedExperienceSeed {
  return {
    title: en.title,
    description: en.description,
    price: `From ${en.from}`,
    rating: en.rating,
    reviews: en.reviews,
    category: en.category,
    imageUrl: asset(`cached-${en.slug}.webp`),
    bookingUrl: booking(`qld/experiences/${en.slug}`),
    dataSource: 'cached',
    translations: experienceTranslations(en.category, en.from, zh, hi, 'price'),
  };
}

/** Experiences last fetched from a partner listing (data source "cached"), Queensland. */
export const QLD_CACHED_EXPERIENCES: readonly CachedExperienceSeed[] = [
  cached(
    {
      title: 'Hervey Bay Whale Watching Flight',
      description:
        'Between July and October, humpback whales rest in the calm waters of Platypus Bay. Circle above mothers and calves, then follow the cliffs of K’gari’s eastern beach.',
      category: 'Adventure',
      from: 'A$480',
      rating: '4.9',
      reviews: 211,
      slug: 'hervey-bay-whales',
    },
    {
      title: '赫维湾观鲸飞行',
      description: '每年7月至10月，座头鲸在鸭嘴兽湾平静的水域休憩。在鲸鱼母子上空盘旋，再沿卡加里东侧海滩的彩色悬崖飞行。',
    },
    {
      title: 'हर्वे बे व्हेल दर्शन उड़ान',
      description:
        "जुलाई से अक्टूबर के बीच हंपबैक व्हेल प्लैटिपस बे के शांत पानी में आराम करती हैं। माँ और बच्चों के ऊपर चक्कर लगाइए, फिर क'गारी के पूर्वी तट की चट्टानों के साथ उड़िए।",
    },
  ),
  cached(
    {
      title: 'Straddie Fly-in Breakfast',
      description:
        'A short hop across Moreton Bay to the Dunwich airstrip on North Stradbroke Island for a relaxed breakfast, then a loop past Point Lookout on the way home.',
      category: 'Fly & Dine',
      from: 'A$340',
      rating: '4.7',
      reviews: 98,
      slug: 'straddie-breakfast',
    },
    {
      title: '斯特拉迪岛飞行早餐',
      description: '短途飞越摩顿湾，降落北斯特拉德布罗克岛的邓威奇跑道享用悠闲早餐，返程途中绕飞观望角。',
    },
    {
      title: 'स्ट्रैडी फ़्लाई-इन नाश्ता',
      description:
        'मोरटन बे के पार नॉर्थ स्ट्रैडब्रोक द्वीप की डनविच हवाई पट्टी तक छोटी उड़ान, आराम से नाश्ता, और वापसी में पॉइंट लुकआउट का चक्कर।',
    },
  ),
  cached(
    {
      title: 'Gold Coast Hinterland Scenic Flight',
      description:
        'From Coolangatta over the surf beaches to the rainforest of Springbrook and Lamington National Park, with waterfalls, the rim of the Tweed caldera and Mount Warning.',
      category: 'Premium',
      from: 'A$560',
      rating: '4.8',
      reviews: 143,
      slug: 'gold-coast-hinterland',
    },
    {
      title: '黄金海岸腹地观光飞行',
      description: '从库朗加塔起飞，飞越冲浪海滩，前往斯普林布鲁克与拉明顿国家公园的雨林，俯瞰瀑布、特威德火山口边缘与沃宁山。',
    },
    {
      title: 'गोल्ड कोस्ट हिंटरलैंड दर्शनीय उड़ान',
      description:
        'कूलंगाटा से सर्फ़ तटों के ऊपर स्प्रिंगब्रुक और लैमिंगटन नेशनल पार्क के वर्षावन तक, झरनों, ट्वीड काल्डेरा के किनारे और माउंट वॉर्निंग के नज़ारों के साथ।',
    },
  ),
];
