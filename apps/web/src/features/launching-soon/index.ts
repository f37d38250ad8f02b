/** The launching-soon area's public face: its page and strings. */
export { launchingSoonEn } from './i18n/en';
export { launchingSoonId } from './i18n/id';
