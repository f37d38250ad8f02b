import { messageKeyOf, type MessageKey } from '@ajar/domain';
import type { TFunction } from 'i18next';

/**
 * Form errors hold the spec's English text (the domain schemas' messages, or MESSAGES[key] for
 * server field errors); the reader sees it in their language through its message key.
 */
export function translateFormMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key: MessageKey = messageKeyOf(message);
  return t(`messages.${key}`);
}
