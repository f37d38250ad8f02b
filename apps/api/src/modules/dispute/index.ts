// The public face of the dispute area: the one file other areas and the app layer import.
export {
  announceDisputeEscalated,
  escalateDisputeWithPaidFee,
  escalationFeeTerms,
} from './dispute-escalation.service';
export { disputeJobHandlers, expireDisputeTurn, expireDueDisputeTurns } from './dispute-turn-clock';
export { disputes } from './dispute.tables';
