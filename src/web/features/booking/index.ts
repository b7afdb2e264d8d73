export { BookingWidget } from './components/booking-widget';
export type { BookingWidgetProps } from './components/booking-widget';
export { RegionSelector } from './components/region-selector';
