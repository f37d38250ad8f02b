// The public face of the classes area: the one file other areas and the app layer import.
export { cartClassesOf } from './class-cart';
export type { CartClassRecord } from './class-cart';
export { classJobHandlers } from './class-earnings';
export { classSessionClassroomOccasions } from './class-classroom';
export { seedDemoClass } from './class-seed';
export type { DemoClass } from './class-seed';
export { announceEnrolment, classDue, classStudentOf, enrolFromBalance } from './class-enrol.service';
export type { ClassStudent, EnrolmentResult } from './class-enrol.service';
export { classes } from './classes.tables';
export { upcomingSessionsOfTutor } from './class-reads.queries';
// Tutor files: who a file may be shared with
export { enrolledClassIdsOf, openClassesOfTutor } from './class-members';
