export { ShareEstimateButton } from './components/share-estimate-button';
