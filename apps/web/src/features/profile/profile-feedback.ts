import type { MessageKey } from '@ajar/domain';
import type { OperationResult } from 'urql';
import { showError, showErrorText, showSuccess } from '../../shared/feedback/toast';
import { i18n } from '../../shared/i18n/i18n';

/** An error toast for one of the spec's messages (2 s, like every error toast). */
export function showMessageError(key: MessageKey): void {
  showErrorText(i18n.t(`messages.${key}`));
}

/**
 * The toast for a finished save or delete: the server's message on failure (spec section 8's generic
 * handler), `successText` otherwise. Returns whether it worked.
 */
export function reportResult(result: Pick<OperationResult, 'error'>, successText: string): boolean {
  if (result.error) {
    showError(result.error);
    return false;
  }
  showSuccess(successText);
  return true;
}
