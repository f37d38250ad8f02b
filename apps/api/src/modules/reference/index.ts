// The public face of the reference area: the one file other areas and the app layer import.
export { seedReference } from './reference.seed';
export { nonAcademicNameIn } from './non-academic-names';
export {
  cities,
  counsellingSubjects,
  curricula,
  levels,
  nonAcademicCategories,
  otherPlatforms,
  referenceSubjects,
} from './reference.tables';
