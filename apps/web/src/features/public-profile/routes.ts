/** The public profile's route: only app/routes.tsx imports this file. */
export { ProfileSegmentOrNotFound, startProfilePage } from './profile-segment-route';
