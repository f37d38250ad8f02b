// The public face of the reputation area: the one file other areas and the app layer import.
export { reputationsOf } from './reputation.service';
export type { TutorReputationView } from './reputation.shapes';
