// The public face of the credits area: the one file other areas and the app layer import.
export { postCreditsPurchase } from './credits.service';
export type { CreditsPurchase } from './credits.shapes';
