import type { accreditationBadges } from '../schema';
import { asset, booking, tr, type RegionCode } from './types';

export type BadgeSeed = Omit<typeof accreditationBadges.$inferInsert, 'id' | 'createdAt' | 'regionId'> & {
  region: RegionCode;
};

const casa = (region: RegionCode): BadgeSeed => ({
  region,
  title: "CASA Air Operator's Certificate",
  description: 'Our charter and aerial work operations are approved by the Civil Aviation Safety Authority.',
  imageUrl: asset('badge-casa-aoc.webp'),
  websiteUrl: 'https://www.casa.gov.au/',
  displayOrder: 1,
  translations: tr(
    { title: '澳大利亚民航安全局 (CASA) 航空运营人证书', description: '我们的包机与航空作业运营已获澳大利亚民航安全局批准。' },
    {
      title: 'CASA एयर ऑपरेटर सर्टिफ़िकेट',
      description: 'हमारी चार्टर और हवाई कार्य सेवाएँ सिविल एविएशन सेफ़्टी अथॉरिटी द्वारा अनुमोदित हैं।',
    },
  ),
});

export const ACCREDITATION_BADGES: readonly BadgeSeed[] = [
  casa('WA'),
  {
    region: 'WA',
    title: 'Tourism Council WA Accredited',
    description: 'A Quality Tourism accredited business of the Tourism Council of Western Australia.',
    imageUrl: asset('badge-tourism-council-wa.webp'),
    websiteUrl: 'https://www.tourismcouncilwa.com.au/',
    displayOrder: 2,
    translations: tr(
      { title: '西澳旅游委员会认证', description: '西澳大利亚旅游委员会优质旅游认证企业。' },
      {
        title: 'टूरिज़्म काउंसिल WA से मान्यता प्राप्त',
        description: 'टूरिज़्म काउंसिल ऑफ़ वेस्टर्न ऑस्ट्रेलिया द्वारा क्वालिटी टूरिज़्म मान्यता प्राप्त व्यवसाय।',
      },
    ),
  },
  {
    region: 'WA',
    title: 'Fully insured – aviation liability',
    description: 'Passenger and public liability cover on every flight, up to A$20 million.',
    imageUrl: asset('badge-insured.webp'),
    websiteUrl: booking('about/safety-and-insurance'),
    displayOrder: 3,
    translations: tr(
      { title: '全面保险 – 航空责任险', description: '每次飞行均有乘客及公众责任险保障，保额最高2000万澳元。' },
      { title: 'पूर्ण बीमा – विमानन दायित्व', description: 'हर उड़ान पर यात्री और सार्वजनिक दायित्व बीमा, A$2 करोड़ तक।' },
    ),
  },
  casa('QLD'),
  {
    region: 'QLD',
    title: 'Queensland Tourism Industry Council member',
    description: 'Member of the Queensland Tourism Industry Council, the peak body for tourism in Queensland.',
    imageUrl: asset('badge-qtic.webp'),
    websiteUrl: 'https://www.qtic.com.au/',
    displayOrder: 2,
    translations: tr(
      { title: '昆士兰旅游业委员会会员', description: '昆士兰旅游业委员会会员，该委员会是昆士兰旅游业的最高行业机构。' },
      {
        title: 'क्वींसलैंड टूरिज़्म इंडस्ट्री काउंसिल सदस्य',
        description: 'क्वींसलैंड में पर्यटन की शीर्ष संस्था, क्वींसलैंड टूरिज़्म इंडस्ट्री काउंसिल के सदस्य।',
      },
    ),
  },
  {
    region: 'QLD',
    title: 'Fly Safe – experienced pilots',
    description: 'Every flight is commanded by a pilot with more than 5,000 hours, under a documented safety management system.',
    imageUrl: asset('badge-fly-safe.webp'),
    websiteUrl: booking('about/safety-and-insurance'),
    displayOrder: 3,
    translations: tr(
      { title: '安心飞行 – 资深飞行员', description: '每次飞行均由飞行时数超过5000小时的机长执飞，并遵循完善的安全管理体系。' },
      {
        title: 'सुरक्षित उड़ान – अनुभवी पायलट',
        description: 'हर उड़ान की कमान 5,000 से अधिक घंटों के अनुभव वाले पायलट के हाथ में, एक प्रलेखित सुरक्षा प्रबंधन प्रणाली के तहत।',
      },
    ),
  },
];
