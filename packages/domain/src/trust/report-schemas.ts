import { z } from 'zod';
import { MESSAGES } from '../messages';
import { REPORT_ACTIONS, REPORT_REASON_MAX, REPORT_TARGET_TYPES, STAFF_NOTE_MAX } from './reports';

// Apart from reports.ts, whose route names the web's shell reads: these build zod schemas when loaded.

const boundedText = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

export const reportContentSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string().trim().min(1).max(64),
  reason: boundedText(MESSAGES.reportReasonRequired, REPORT_REASON_MAX, MESSAGES.reportReasonTooLong),
});

const staffNote = boundedText(MESSAGES.staffNoteRequired, STAFF_NOTE_MAX, MESSAGES.staffNoteTooLong);

export const resolveReportSchema = z.object({
  reportId: z.string().trim().min(1),
  action: z.enum(REPORT_ACTIONS),
  note: staffNote,
});

export const suspendUserSchema = z.object({ userId: z.string().trim().min(1), reason: staffNote });
