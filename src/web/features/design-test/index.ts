export { DesignTestPage } from './components/design-test-page';
