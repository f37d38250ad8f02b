/** The classes area's durable job (modules/jobs): one per session, due when it ends. */
export const CLASS_SESSION_END_JOB = 'class.session-end';
