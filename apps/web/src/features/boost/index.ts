/** The boost area's public face: its strings. */
export { boostEn } from './i18n/en';
export { boostId } from './i18n/id';
