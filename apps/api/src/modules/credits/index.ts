// The public face of the credits area: the one file other areas and the app layer import.
export { postCreditsPurchase, spendCredits } from './credits.service';
export type { CreditsPurchase, CreditsSpending } from './credits.shapes';
