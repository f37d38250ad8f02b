// The public face of the ops area (the team's console): reports, suspensions, the staff lists.
export { recordReport } from './report.service';
