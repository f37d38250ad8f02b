// Apart from reports.ts: the web's shell links to the console and needs nothing else of reports.

/** The console's pages, under /{country}: staff only. */
export const OPS_ROUTES = {
  home: 'ops',
  reports: 'ops/reports',
  users: 'ops/users',
  payouts: 'ops/payouts',
  audit: 'ops/audit',
  feedback: 'ops/feedback',
} as const;
/** The disputes queue, which the disputes area adds to the console. */
export const OPS_DISPUTES_PATH = 'ops/disputes';
