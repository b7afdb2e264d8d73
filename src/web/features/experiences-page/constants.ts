/** The operator's club sign-up form (docs/product.md §2: the join-club button opens an external form). */
export const JOIN_CLUB_URL = 'https://skycharter.example/club/join';

/** docs/product.md §9 marketing figures, in the order the stats strip shows them. */
export const STATS = [
  { value: '10,000+', key: 'passengers' },
  { value: '5,000+', key: 'pilotHours' },
  { value: '15K+', key: 'flights' },
  { value: '4.9/5', key: 'rating' },
  { value: '500+', key: 'customers' },
  { value: '40+', key: 'routes' },
] as const;

/** docs/product.md §2 member benefits; §9: $100 voucher, 20% hotel discount. */
export const BENEFITS = ['voucher', 'membership', 'discount', 'priority'] as const;
