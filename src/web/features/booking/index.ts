export { BookingWidget } from './components/booking-widget';
