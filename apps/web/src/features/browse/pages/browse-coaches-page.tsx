import { TutorBrowse } from '../components/tutor-browse';
import { askTutorsEarly } from '../browse-early-search';

/** Spec section 2: lifelong/browse ('Browse coaches'), lifelong coaches with their offers. */
export function BrowseCoachesPage() {
  return <TutorBrowse origin="lifelong" />;
}

/** The route's loader: asks for this search while the page draws. */
export function askEarly(href: string, country: string | undefined): void {
  askTutorsEarly(href, country, 'lifelong');
}
