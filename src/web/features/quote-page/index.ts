// A visitor's page of a firm quote: read it, accept it with a manifest, then pay (decision 0057). An entry of
// its own (src/web/quote-main.tsx): no router and no i18next, so a phone opening the e-mailed link loads little.
export { QuoteApp } from './components/quote-app';
export { quoteQuery } from './api/quote-api';
export { startLanguage } from './i18n/page-language';
export { createQuoteText, loadQuoteMessages } from './i18n/quote-text';
