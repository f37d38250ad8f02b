/** The public profile's route: only app/routes.tsx imports this file. */
export { ProfileSegmentOrNotFound } from './profile-segment-route';
