/** The console's public face: its strings, and the report button customers' pages show. */
export { opsEn } from './i18n/en';
export { opsId } from './i18n/id';
export { ReportButton } from './report/report-button';
