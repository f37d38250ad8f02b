import { parseTutorProfileSegment, type TutorProfileRef } from '@ajar/domain';

/**
 * The tutor a /{country}/{segment} address names, or null when it is not a profile address (then the
 * page is a 404). A malformed escape such as "%E0%A4" is not a profile either, not a crash.
 */
export function profileRefFromPath(pathname: string): TutorProfileRef | null {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  if (segments.length !== 2 || segments[1] === undefined) return null;
  try {
    return parseTutorProfileSegment(segments[1]);
  } catch {
    return null;
  }
}
