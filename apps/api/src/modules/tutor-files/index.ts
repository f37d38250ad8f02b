// The public face of the tutor files area (Resources and Cloud storage): the demo seed's files.
export { seedDemoTutorFiles } from './tutor-files-seed';
export type { TutorStorageView } from './tutor-files.shapes';
