import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseOutlined } from '../icons';
import styles from './sheet.module.css';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[hidden]'),
  );
}

interface SheetProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Shown at the top; it names the dialog. */
  readonly title: ReactNode;
  /** The close button's name. */
  readonly closeLabel: string;
  readonly side?: 'left' | 'right';
  readonly width?: number;
  readonly children: ReactNode;
}

/**
 * A modal panel that slides in from the side (the phone's menu): the focus moves in and stays in until it
 * closes, Escape, the close button and the backdrop close it, the focus then goes back where it was, and the
 * page behind does not scroll meanwhile. It stays in the page once opened, so it slides out too.
 */
export function Sheet({
  open,
  onClose,
  title,
  closeLabel,
  side = 'left',
  width = 320,
  children,
}: SheetProps) {
  const [shown, setShown] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  // Opening: remember where the focus was, then slide in on the next frame (so the slide animates).
  useEffect(() => {
    if (!open) {
      setShown(false);
      return;
    }
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  // Open: the focus moves in and the page behind keeps still. Closed: the focus goes back.
  useEffect(() => {
    if (!shown) return;
    const panel = panelRef.current;
    panel?.focus();
    const body = document.body;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = overflow;
      const focus = document.activeElement;
      const focusWasInside = !focus || focus === document.body || (panel?.contains(focus) ?? false);
      if (focusWasInside && returnTo.current?.isConnected) returnTo.current.focus();
    };
  }, [shown]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const tabbables = tabbablesIn(panelRef.current);
    const first = tabbables[0];
    const last = tabbables[tabbables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const classes = [styles.root, side === 'right' ? styles.right : styles.left, shown && styles.open]
    .filter(Boolean)
    .join(' ');

  return createPortal(
    <div className={classes} inert={!open}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.panel}
        style={{ width: `min(${width}px, 100vw)` }}
        onKeyDown={onKeyDown}
      >
        <div className={styles.head}>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <CloseOutlined aria-hidden="true" />
          </button>
          <div id={titleId} className={styles.title}>
            {title}
          </div>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
