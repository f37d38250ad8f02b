import { pageVariant, ROLE_CODES } from '@ajar/domain';
import { isBuilt, type Feature } from '../../../shared/routing/feature-routes';

export type BottomNavLabel =
  | 'browseTutors'
  | 'browseCoaches'
  | 'browseCounsellors'
  | 'publicAssignments'
  | 'feeds'
  | 'studyPlaces'
  | 'studyCenter'
  | 'shop'
  | 'transcribe'
  | 'lessons'
  | 'reads'
  | 'rooms'
  | 'content'
  | 'search'
  | 'myLessons'
  | 'messages'
  | 'saved'
  | 'profile'
  | 'dashboard'
  | 'calendar'
  | 'classes';

/** An entry of the bar; its icon (bottom-nav-icons.ts) loads after the first paint. */
export interface BottomNavItem {
  readonly feature: Feature;
  readonly label: BottomNavLabel;
}

const feeds: BottomNavItem = { feature: 'feeds', label: 'feeds' };
const studyPlaces: BottomNavItem = { feature: 'studyPlaces', label: 'studyPlaces' };
const shop: BottomNavItem = { feature: 'shop', label: 'shop' };
const transcribe: BottomNavItem = { feature: 'transcribe', label: 'transcribe' };

/** Spec section 2's bar for visitors, in its order. */
const DEFAULT_ITEMS: readonly BottomNavItem[] = [
  { feature: 'browseTutors', label: 'browseTutors' },
  { feature: 'publicAssignments', label: 'publicAssignments' },
  feeds,
  studyPlaces,
  { feature: 'studyCenter', label: 'studyCenter' },
  shop,
  transcribe,
  { feature: 'lessons', label: 'lessons' },
  { feature: 'reads', label: 'reads' },
  { feature: 'rooms', label: 'rooms' },
  { feature: 'content', label: 'content' },
];

/** Spec: lifelong pages show only browse (coaches), feeds, study places, shop and transcribe. */
const LIFELONG_ITEMS: readonly BottomNavItem[] = [
  { feature: 'browseCoaches', label: 'browseCoaches' },
  feeds,
  studyPlaces,
  shop,
  transcribe,
];

/** The spec names the counselling variant without listing it; it mirrors lifelong with counsellors. */
const COUNSELLING_ITEMS: readonly BottomNavItem[] = [
  { feature: 'browseCounsellors', label: 'browseCounsellors' },
  feeds,
  studyPlaces,
  shop,
  transcribe,
];

const messages: BottomNavItem = { feature: 'chats', label: 'messages' };
const profile: BottomNavItem = { feature: 'myProfile', label: 'profile' };

/** A signed-in tutor's bar: their own work, not the student's discovery tabs. */
const TUTOR_ITEMS: readonly BottomNavItem[] = [
  { feature: 'tutorDashboard', label: 'dashboard' },
  { feature: 'tutorCalendar', label: 'calendar' },
  messages,
  { feature: 'manageClasses', label: 'classes' },
  profile,
];

/** A signed-in student's bar; Search opens the listing of the page's variant (tutors, coaches, counsellors). */
function studentItems(search: Feature): readonly BottomNavItem[] {
  return [
    { feature: search, label: 'search' },
    { feature: 'bookingList', label: 'myLessons' },
    messages,
    { feature: 'favourites', label: 'saved' },
    profile,
  ];
}

/** A student and a tutor have a bar of their own; a visitor, a company and the team the spec's. */
export const hasOwnBar = (roleCode: string | null): boolean =>
  roleCode === ROLE_CODES.tutor || roleCode === ROLE_CODES.student;

/**
 * The bar for this page and this person (their role code, null for a visitor); only built pages are shown (one
 * not built yet appears when it is).
 */
export function bottomNavItems(pathname: string, roleCode: string | null = null): readonly BottomNavItem[] {
  return itemsFor(pathname, roleCode).filter((item) => isBuilt(item.feature));
}

function itemsFor(pathname: string, roleCode: string | null): readonly BottomNavItem[] {
  if (roleCode === ROLE_CODES.tutor) return TUTOR_ITEMS;
  const variant = pageVariant(pathname);
  const visitors =
    variant === 'lifelong' ? LIFELONG_ITEMS : variant === 'counselling' ? COUNSELLING_ITEMS : DEFAULT_ITEMS;
  return roleCode === ROLE_CODES.student ? studentItems(visitors[0]?.feature ?? 'browseTutors') : visitors;
}
