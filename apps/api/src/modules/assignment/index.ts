// The public face of the assignment area: the one file other areas and the app layer import.
export { assignments } from './assignment.tables';
