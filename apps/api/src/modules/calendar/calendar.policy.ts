import { ROLE_CODES, type RoleCode } from '@ajar/domain';

/** A private iCal feed lists the lessons a tutor teaches, so only tutors have one. */
export function mayHaveCalendarFeed(viewer: { readonly roleCode: RoleCode }): boolean {
  return viewer.roleCode === ROLE_CODES.tutor;
}
