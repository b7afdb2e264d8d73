export { LightDemoPage, LightEmbedPage, LightPage } from './components/light-pages';
