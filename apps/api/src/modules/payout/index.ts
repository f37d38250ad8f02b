// The public face of the payout area: the one file other areas and the app layer import.
export { insertPayout, payoutAccountOf } from './payout.queries';
