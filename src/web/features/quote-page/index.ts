// A visitor's page of a firm quote: read it, accept it with a manifest, then pay (decision 0057).
export { QuotePage } from './components/quote-page';
