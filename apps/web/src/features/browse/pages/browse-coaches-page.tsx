import { TutorBrowse } from '../components/tutor-browse';

/** Spec section 2: lifelong/browse ('Browse coaches'), lifelong coaches with their offers. */
export function BrowseCoachesPage() {
  return <TutorBrowse origin="lifelong" />;
}
