/** The operator flies in Western Australia: "today" for payment dates is Perth's day, as for prices. */
export { perthToday } from '../../../domain/price-date';
