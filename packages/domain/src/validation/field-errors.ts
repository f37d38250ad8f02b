import type { z } from 'zod';
import { MESSAGES, type MessageKey } from '../messages';
import type { FieldErrors } from '../errors';

const keyByText = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** Maps a spec message text back to its key; unknown texts become 'required'. */
export function messageKeyOf(text: string): MessageKey {
  return keyByText.get(text) ?? 'required';
}

/** The first message per field of a failed zod parse, as message keys. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: Record<string, MessageKey> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    fields[field] ??= messageKeyOf(issue.message);
  }
  return fields;
}
