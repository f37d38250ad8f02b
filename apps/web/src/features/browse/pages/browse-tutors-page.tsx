import { TutorBrowse } from '../components/tutor-browse';
import { askTutorsEarly } from '../browse-early-search';

/** Spec section 2: browse/tutors ('Browse tutors'), which also takes the header's keywords query. */
export function BrowseTutorsPage() {
  return <TutorBrowse origin="browse" />;
}

/** The route's loader: asks for this search while the page draws. */
export function askEarly(href: string, country: string | undefined): void {
  askTutorsEarly(href, country, 'browse');
}
