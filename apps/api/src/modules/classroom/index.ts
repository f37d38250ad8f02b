// The public face of the classroom area: the one file other areas and the app layer import.
// Booking opens a lesson's room as it accepts it; the trust rules read attendance as evidence.
export { openClassroom, openClassrooms } from './classroom.service';
export { attendanceOf } from './classroom-attendance.service';
export type { ClassroomAttendanceView, AttendanceTotalView } from './classroom.shapes';
