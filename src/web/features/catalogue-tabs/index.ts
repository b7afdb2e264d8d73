// INITIAL SCAFFOLD: replaced by the catalogue-tabs feature.
export const ExperiencesTab = () => null;
export const TrainingTab = () => null;
