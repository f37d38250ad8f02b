// The public face of the tutor files area (issue 19 Resources and Cloud storage): read by no other area yet.
export type { TutorStorageView } from './tutor-files.shapes';
