import type { pilotTrainingCourses } from '../schema';
import { asset, booking, tr, type RegionCode } from './types';

export type PilotTrainingSeed = Omit<typeof pilotTrainingCourses.$inferInsert, 'id' | 'createdAt' | 'regionId'> & {
  /** Stable key of the package; enrolment links are built from it. */
  slug: string;
  hours: string;
};

const PACKAGES: readonly Omit<PilotTrainingSeed, 'enrolUrl'>[] = [
  {
    slug: 'trial-flight',
    title: '30 Min Trial Flight',
    hours: '0.5',
    tagline: 'Take the controls on your very first flight',
    description:
      'A 30-minute introductory flight in a Cessna 172 with a qualified instructor. After a short briefing you fly the aircraft yourself, and the time counts towards your licence.',
    imageUrl: asset('training-trial-flight.webp'),
    displayOrder: 1,
    translations: tr(
      {
        title: '30分钟体验飞行',
        tagline: '第一次飞行就亲手驾驶',
        description: '由合格教员陪同，驾驶塞斯纳172进行30分钟入门飞行。简短讲解后由您亲自操纵飞机，飞行时间可计入执照训练时数。',
      },
      {
        title: '30 मिनट की ट्रायल उड़ान',
        tagline: 'अपनी पहली ही उड़ान में कंट्रोल संभालें',
        description:
          'योग्य प्रशिक्षक के साथ सेसना 172 में 30 मिनट की परिचय उड़ान। छोटी ब्रीफ़िंग के बाद आप स्वयं विमान उड़ाते हैं, और यह समय आपके लाइसेंस में गिना जाता है।',
      },
    ),
  },
  {
    slug: 'starter-pack',
    title: '90 Day Starter Pack',
    hours: '4.5',
    tagline: 'Four and a half hours of flying to use within 90 days',
    description:
      'Three lessons covering effects of controls, straight and level flight, climbing, descending and turning, with ground briefings and a student pilot logbook.',
    imageUrl: asset('training-starter-pack.webp'),
    displayOrder: 2,
    translations: tr(
      {
        title: '90天入门套餐',
        tagline: '90天内完成4.5小时飞行',
        description: '三节课程涵盖操纵效果、平直飞行、爬升、下降与转弯，并包含地面讲解和学员飞行日志。',
      },
      {
        title: '90 दिन का स्टार्टर पैक',
        tagline: '90 दिनों में साढ़े चार घंटे की उड़ान',
        description:
          'तीन पाठ: नियंत्रणों का प्रभाव, सीधी और समतल उड़ान, चढ़ाई, उतराई और मोड़, साथ में ग्राउंड ब्रीफ़िंग और छात्र पायलट लॉगबुक।',
      },
    ),
  },
  {
    slug: 'fundamentals',
    title: 'Fundamentals Package',
    hours: '9',
    tagline: 'Build the core handling skills every pilot needs',
    description:
      'Nine hours of dual instruction through slow flight, stalls, circuits and emergency procedures, preparing you for your first solo.',
    imageUrl: asset('training-fundamentals.webp'),
    displayOrder: 3,
    translations: tr(
      {
        title: '基础技能套餐',
        tagline: '掌握每位飞行员必备的核心操纵技能',
        description: '九小时带飞训练，涵盖慢速飞行、失速、起落航线与应急程序，为首次单飞做好准备。',
      },
      {
        title: 'फ़ंडामेंटल्स पैकेज',
        tagline: 'हर पायलट के लिए ज़रूरी बुनियादी कौशल',
        description:
          'नौ घंटे का प्रशिक्षक के साथ प्रशिक्षण: धीमी उड़ान, स्टॉल, सर्किट और आपातकालीन प्रक्रियाएँ, जो आपको पहली एकल उड़ान के लिए तैयार करती हैं।',
      },
    ),
  },
  {
    slug: 'go-solo',
    title: 'Go Solo Package',
    hours: '18',
    tagline: 'Everything up to and including your first solo flight',
    description:
      'Eighteen hours of training, the pre-solo theory exam and your first solo circuit: the moment you fly the aircraft alone.',
    imageUrl: asset('training-go-solo.webp'),
    displayOrder: 4,
    translations: tr(
      {
        title: '首次单飞套餐',
        tagline: '涵盖直至首次单飞的全部训练',
        description: '十八小时训练、单飞前理论考试以及您的首次单飞起落航线——独自驾驶飞机的难忘时刻。',
      },
      {
        title: 'गो सोलो पैकेज',
        tagline: 'पहली एकल उड़ान तक का पूरा प्रशिक्षण',
        description:
          'अठारह घंटे का प्रशिक्षण, सोलो-पूर्व सैद्धांतिक परीक्षा और आपका पहला एकल सर्किट: वह पल जब आप अकेले विमान उड़ाते हैं।',
      },
    ),
  },
  {
    slug: 'sport-pilot',
    title: 'Sport Pilot Certificate',
    hours: '30',
    tagline: 'Fly yourself and a friend on weekends',
    description:
      'Thirty hours of flying to a recreational pilot certificate: solo consolidation, area solo and the flight test, so you can take a passenger flying near your home airfield.',
    imageUrl: asset('training-sport-pilot.webp'),
    displayOrder: 5,
    translations: tr(
      {
        title: '运动飞行员证书',
        tagline: '周末带上朋友自己驾机飞行',
        description: '三十小时飞行直至取得休闲飞行员证书：单飞巩固、空域单飞与飞行考试，之后即可在本场附近载客飞行。',
      },
      {
        title: 'स्पोर्ट पायलट सर्टिफ़िकेट',
        tagline: 'सप्ताहांत पर ख़ुद और एक दोस्त के साथ उड़ें',
        description:
          'मनोरंजक पायलट प्रमाणपत्र तक तीस घंटे की उड़ान: एकल अभ्यास, क्षेत्रीय एकल उड़ान और फ़्लाइट टेस्ट, ताकि आप अपने हवाई क्षेत्र के पास एक यात्री के साथ उड़ सकें।',
      },
    ),
  },
  {
    slug: 'navigation-ppl',
    title: 'Navigation Pilot / PPL',
    hours: '40',
    tagline: 'Plan your own cross-country flights around Australia',
    description:
      'Forty hours of navigation training to the Private Pilot Licence: flight planning, cross-country solo flights, diversions and the PPL flight test.',
    imageUrl: asset('training-navigation-ppl.webp'),
    displayOrder: 6,
    translations: tr(
      {
        title: '领航飞行员 / 私照 (PPL)',
        tagline: '自主规划横跨澳大利亚的转场飞行',
        description: '四十小时领航训练直至取得私人飞行员执照：飞行计划、转场单飞、备降与私照飞行考试。',
      },
      {
        title: 'नेविगेशन पायलट / पीपीएल',
        tagline: 'पूरे ऑस्ट्रेलिया में अपनी क्रॉस-कंट्री उड़ानें ख़ुद योजनाबद्ध करें',
        description:
          'प्राइवेट पायलट लाइसेंस तक चालीस घंटे का नेविगेशन प्रशिक्षण: उड़ान योजना, क्रॉस-कंट्री एकल उड़ानें, डायवर्ज़न और पीपीएल फ़्लाइट टेस्ट।',
      },
    ),
  },
  {
    slug: 'commercial-pilot',
    title: 'Commercial Pilot License',
    hours: '200',
    tagline: 'Turn your flying into a career',
    description:
      'The full commercial course: 200 hours of flight time, of which 100 hours as pilot in command, with advanced navigation, instrument flying, theory exams and the CPL flight test.',
    imageUrl: asset('training-commercial-pilot.webp'),
    displayOrder: 7,
    translations: tr(
      {
        title: '商业飞行员执照',
        tagline: '让飞行成为您的职业',
        description: '完整商照课程：200小时飞行时间，其中100小时为机长时间，包括高级领航、仪表飞行、理论考试与商照飞行考试。',
      },
      {
        title: 'कमर्शियल पायलट लाइसेंस',
        tagline: 'उड़ान को अपना करियर बनाएँ',
        description:
          'पूरा कमर्शियल कोर्स: 200 घंटे का उड़ान समय, जिनमें से 100 घंटे पायलट-इन-कमांड के रूप में, साथ में उन्नत नेविगेशन, इंस्ट्रूमेंट उड़ान, सैद्धांतिक परीक्षाएँ और सीपीएल फ़्लाइट टेस्ट।',
      },
    ),
  },
];

/**
 * The seven pilot training packages of docs/product.md §3 (titles and flight hours word for word), region-neutral
 * (the admin import and the seeder add the region).
 */
export const PILOT_TRAINING_PACKAGES: readonly PilotTrainingSeed[] = PACKAGES.map((course) => ({
  ...course,
  enrolUrl: booking(`pilot-training/enrol/${course.slug}`),
}));

/** The packages as a region offers them: enrolment links point at that region's flight school page. */
export function trainingCoursesFor(region: RegionCode): Omit<PilotTrainingSeed, 'slug'>[] {
  return PILOT_TRAINING_PACKAGES.map(({ slug, ...course }) => ({
    ...course,
    enrolUrl: booking(`${region.toLowerCase()}/pilot-training/enrol/${slug}`),
    appContext: 'main',
    isActive: true,
  }));
}
