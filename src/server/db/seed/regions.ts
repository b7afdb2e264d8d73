import { asset, tr, type RegionSeed } from './types';

export const REGIONS: readonly RegionSeed[] = [
  {
    code: 'WA',
    name: 'Western Australia',
    iconUrl: asset('region-wa.webp'),
    isActive: true,
    displayOrder: 1,
    defaultDepartureValue: 'jandakot',
    defaultDestinationValue: 'rottnest-island',
    translations: tr({ name: '西澳大利亚州' }, { name: 'पश्चिमी ऑस्ट्रेलिया' }),
  },
  {
    code: 'QLD',
    name: 'Queensland',
    iconUrl: asset('region-qld.webp'),
    isActive: true,
    displayOrder: 2,
    defaultDepartureValue: 'YCAB',
    defaultDestinationValue: 'YBNA',
    translations: tr({ name: '昆士兰州' }, { name: 'क्वींसलैंड' }),
  },
];
