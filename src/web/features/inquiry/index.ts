// INITIAL SCAFFOLD: replaced by the inquiry feature.
import type { BookingSnapshot } from '../../lib/booking-snapshot';
export const InquiryForm = (_props: { snapshot: BookingSnapshot }) => null;
