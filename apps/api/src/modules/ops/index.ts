// The public face of the ops area (issue 18, the team's console): reports, suspensions, the staff lists.
export { recordReport } from './report.service';
