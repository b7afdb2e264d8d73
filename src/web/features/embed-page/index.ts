export { EmbedPage } from './components/embed-page';
