/** The information pages' public face: their strings (routes are in routes.ts, for app/routes.tsx only). */
export { infoEn } from './i18n/en';
export { infoId } from './i18n/id';
