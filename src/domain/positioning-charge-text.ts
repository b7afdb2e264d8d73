import type { PositioningUnit } from './api/admin/home-airfields';

/** A home airfield's positioning charge in staff's words: "A$600 per flight hour", "50% of the hourly rate". */
export const chargeText = (home: { unit: PositioningUnit; value: number }) => (home.unit === 'ferry-rate' ? `A$${home.value} per flight hour` : `${home.value}% of the hourly rate`);
