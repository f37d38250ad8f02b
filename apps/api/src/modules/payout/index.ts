// The public face of the payout area: the one file other areas and the app layer import.
export { insertPayout, payoutAccountOf } from './payout.queries';
// The team's console: the payout list of the Ajar team.
export { staffPayoutPage } from './payout-staff.queries';
export type { StaffPayoutView } from './payout-staff.queries';
