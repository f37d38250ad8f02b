import { TutorBrowse } from '../components/tutor-browse';

/** Spec section 2: browse/tutors ('Browse tutors'), which also takes the header's keywords query. */
export function BrowseTutorsPage() {
  return <TutorBrowse origin="browse" />;
}
