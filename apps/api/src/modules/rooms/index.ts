// The public face of the study rooms area: the one file other areas and the app layer import.
// The app hands the classroom its STUDY_ROOM occasions; the seed makes demo rooms.
export { studyRoomClassroomOccasions } from './rooms-classroom';
export { seedDemoStudyRoom } from './rooms-seed';
export { studyRooms } from './rooms.tables';
