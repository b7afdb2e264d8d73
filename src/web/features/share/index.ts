// INITIAL SCAFFOLD: replaced by the share feature.
import type { BookingSnapshot } from '../../lib/booking-snapshot';
export const ShareEstimateButton = (_props: { snapshot: BookingSnapshot }) => null;
