export { ExperiencesPage } from './components/experiences-page';
