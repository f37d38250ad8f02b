import { useEffect, useRef, type FocusEvent, type MouseEvent } from 'react';

export interface SelectedOnOpen {
  /** The input's handlers. */
  readonly handlers: {
    readonly onMouseDown: (event: MouseEvent<HTMLInputElement>) => void;
    readonly onFocus: (event: FocusEvent<HTMLInputElement>) => void;
    readonly onMouseUp: (event: MouseEvent<HTMLInputElement>) => void;
  };
  /** Focuses the input with its whole text selected (once the overlay has opened). */
  readonly focusSelected: () => void;
}

const selectAll = (input: HTMLInputElement) => input.setSelectionRange(0, input.value.length);

/**
 * The overlay's last query comes back selected each time it opens: typing replaces it, an arrow key keeps it.
 * A desktop browser takes the focus the overlay gives once it has opened; a phone often does not (a focus that no
 * tap asked for raises no keyboard), and the tap that then focuses the box drops the caret where it landed, before
 * the old text. So the first focus after each opening selects the whole text, however it came, and when a tap
 * brought it, that tap's own caret placement (its mouseup) is cancelled.
 */
export function useSelectedOnOpen(open: boolean, inputOf: () => HTMLInputElement | null): SelectedOnOpen {
  const pending = useRef(false);
  const tapping = useRef(false);
  const selectedByTap = useRef(false);

  useEffect(() => {
    pending.current = open;
  }, [open]);

  return {
    handlers: {
      onMouseDown: (event) => {
        tapping.current = event.currentTarget.ownerDocument.activeElement !== event.currentTarget;
      },
      onFocus: (event) => {
        if (!pending.current) return;
        pending.current = false;
        selectAll(event.currentTarget);
        selectedByTap.current = tapping.current;
      },
      onMouseUp: (event) => {
        if (selectedByTap.current) event.preventDefault();
        selectedByTap.current = false;
        tapping.current = false;
      },
    },
    focusSelected: () => {
      const input = inputOf();
      if (!input) return;
      input.focus();
      // A phone may refuse the focus: the tap that brings it selects then. Already focused (the first drawing's
      // autofocus), the input got no focus event: the text is selected here.
      if (input.ownerDocument.activeElement !== input) return;
      pending.current = false;
      selectAll(input);
    },
  };
}
