// The public face of the learning-goals area: the one file other areas and the app layer import.
export { seedLearningGoals } from './learning-goals.seed';
