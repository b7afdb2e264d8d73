export { cachedDraftsSnapshot, cachedPricingSnapshot, pricingChanged, readyPricingSnapshot } from './cached-snapshot';
export { loadPricingSnapshot } from './load-snapshot';
export { resolveLocations } from './resolve-locations';
export { availableAircraft, quote, sourcedQuote, type SourcedQuote, type QuoteOptions, NOT_AVAILABLE, NOT_AVAILABLE_MESSAGE, PRICE_ON_REQUEST, PILOT_TRAINING_ESTIMATE, type Quote } from '../../../domain/pricing/resolver';
export { routePairOf, type PricingChange } from './snapshot-patches';
export type { PricingSnapshot, ResolvedLocations } from '../../../domain/pricing/snapshot';
export { tripAnswer } from './trip-answer';
