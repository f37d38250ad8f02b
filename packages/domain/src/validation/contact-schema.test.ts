import { describe, expect, it } from 'vitest';
import { CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX, TEXT_LIMIT } from '../constants';
import { MESSAGES } from '../messages';
import { fieldErrorsOf } from './field-errors';
import { contactMessageSchema } from './contact-schema';

const valid = { name: 'Siti', email: 'siti@example.com', subject: 'Refund', message: 'Where is my refund?' };

const errorsOf = (input: Record<string, unknown>) => {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('contact message schema', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactMessageSchema.parse({ ...valid, name: '  Siti ' }).name).toBe('Siti');
  });

  it('names every missing field with its own message', () => {
    expect(errorsOf({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: 'contactNameRequired',
      email: 'emailRequired',
      subject: 'contactSubjectRequired',
      message: 'messageRequired',
    });
    expect(errorsOf({ ...valid, email: 'not-an-email' })).toEqual({ email: 'emailInvalid' });
  });

  it('refuses texts past their bounds, and the messages state the same bounds', () => {
    expect(
      errorsOf({
        ...valid,
        name: 'n'.repeat(CONTACT_NAME_MAX + 1),
        subject: 's'.repeat(CONTACT_SUBJECT_MAX + 1),
        message: 'm'.repeat(TEXT_LIMIT + 1),
      }),
    ).toEqual({ name: 'contactNameTooLong', subject: 'contactSubjectTooLong', message: 'textTooLong' });
    expect(errorsOf({ ...valid, message: 'm'.repeat(TEXT_LIMIT) })).toEqual({});
    expect(MESSAGES.contactNameTooLong).toContain(String(CONTACT_NAME_MAX));
    expect(MESSAGES.contactSubjectTooLong).toContain(String(CONTACT_SUBJECT_MAX));
    expect(MESSAGES.textTooLong).toContain(String(TEXT_LIMIT));
  });
});
