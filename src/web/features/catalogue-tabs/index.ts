export { ExperiencesTab } from './components/experiences-tab';
export { TrainingTab } from './components/training-tab';
