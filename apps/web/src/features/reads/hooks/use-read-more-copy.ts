import { withReadMore } from '@ajar/domain';
import { useCallback, type ClipboardEvent } from 'react';

/**
 * Spec section 5: text copied from an article gets a read-more suffix with the page's address. Returns the
 * body's onCopy: the selection goes to the clipboard as plain text with `label: address` after it.
 */
export function useReadMoreCopy(label: string): (event: ClipboardEvent<HTMLElement>) => void {
  return useCallback(
    (event: ClipboardEvent<HTMLElement>) => {
      const selected = window.getSelection()?.toString() ?? '';
      if (!selected.trim()) return;
      event.preventDefault();
      event.clipboardData.setData('text/plain', withReadMore(selected, window.location.href, label));
    },
    [label],
  );
}
