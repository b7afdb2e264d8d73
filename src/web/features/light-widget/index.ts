export { LightDemoPage, LightEmbedPage, LightPage } from './components/light-pages';
export { readLightSettings, type LightSettings } from './api/light-settings';
export { createLightText, loadLightMessages } from './i18n/light-messages';
export { LightTextContext } from './hooks/use-light-text';
export { prefetchBookingOptions } from './hooks/use-booking-options';
