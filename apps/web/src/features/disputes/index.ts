/** The disputes area's public face: its strings and the booking list's way into a dispute. */
export { DisputeEntry } from './components/dispute-entry';
export { disputesEn } from './i18n/en';
export { disputesId } from './i18n/id';
