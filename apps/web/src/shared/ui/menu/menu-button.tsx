import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { focusMenuItem, MenuList } from './menu-list';
import styles from './menu.module.css';

type FocusTarget = 'first' | 'last' | null;

interface MenuButtonProps {
  /** What the button shows. */
  readonly label: ReactNode;
  /** The button's name when its content is not text (an avatar). */
  readonly 'aria-label'?: string;
  readonly className?: string;
  readonly popupClassName?: string;
  readonly menuClassName?: string;
  /** Which edge of the button the popup lines up with. */
  readonly align?: 'start' | 'end';
  /** Opens while the pointer rests on it too (the header's product menus). */
  readonly openOnHover?: boolean;
  /** Shown above the menu inside the popup (not menu items: the account summary); `close` closes the popup. */
  readonly header?: (close: () => void) => ReactNode;
  /** The items; rendered only while the menu is open. */
  readonly children: ReactNode;
  /** Told when the menu opens the first time and every time after (to load its items). */
  readonly onOpenChange?: (open: boolean) => void;
}

const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 200;

/**
 * A button that opens a menu (the menu button pattern): a click, Enter, Space or ArrowDown opens it with the
 * focus on the first item (ArrowUp: the last), the arrow keys move between items, Escape closes it and gives
 * the focus back to the button, as do choosing an item, Tab, a click outside and a change of page.
 */
export function MenuButton({
  label,
  'aria-label': ariaLabel,
  className,
  popupClassName,
  menuClassName,
  align = 'start',
  openOnHover = false,
  header,
  children,
  onOpenChange,
}: MenuButtonProps) {
  const [open, setOpenState] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const openedByHover = useRef(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const location = useLocation();

  const setOpen = (next: boolean) => {
    clearTimeout(hoverTimer.current);
    if (next !== open) onOpenChange?.(next);
    setOpenState(next);
    if (!next) openedByHover.current = false;
  };

  const close = ({ refocus }: { refocus: boolean }) => {
    const focusWasInside = rootRef.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    setFocusTarget(null);
    if (refocus || focusWasInside) buttonRef.current?.focus();
  };

  // The focus goes to an item once the items are there (they may load when first opened).
  useEffect(() => {
    if (!open || focusTarget === null) return;
    if (focusMenuItem(menuRef.current, focusTarget)) setFocusTarget(null);
  }, [open, focusTarget, children]);

  // A click or a touch outside closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setOpen only sets state
  }, [open]);

  // A new page closes it.
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    setOpen(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a change of page only
  }, [path]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const openWith = (target: FocusTarget) => {
    setOpen(true);
    setFocusTarget(target);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close({ refocus: true });
    }
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (open && openedByHover.current) {
      // Opened by resting the pointer on it: the click keeps it open.
      openedByHover.current = false;
      return;
    }
    if (open) {
      close({ refocus: true });
      return;
    }
    // A keyboard click (Enter or Space: detail 0) puts the focus on the first item; a pointer's leaves it.
    openWith(event.detail === 0 ? 'first' : null);
  };

  const onItemClick = (event: MouseEvent<HTMLElement>) => {
    const item = (event.target as HTMLElement).closest('[role="menuitem"]');
    if (item && !item.hasAttribute('aria-haspopup')) close({ refocus: false });
  };

  const hoverProps = openOnHover
    ? {
        onMouseEnter: () => {
          clearTimeout(hoverTimer.current);
          if (open) return;
          hoverTimer.current = setTimeout(() => {
            openedByHover.current = true;
            setOpen(true);
          }, HOVER_OPEN_MS);
        },
        onMouseLeave: () => {
          clearTimeout(hoverTimer.current);
          if (!open || !openedByHover.current) return;
          hoverTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
        },
      }
    : {};

  return (
    <div
      ref={rootRef}
      className={styles.root}
      {...hoverProps}
      onBlur={(event) => {
        // The focus left for somewhere else on the page (Tab past the last control).
        const to = event.relatedTarget;
        if (open && to instanceof Node && !rootRef.current?.contains(to)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        className={className}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </button>
      {open && (
        <div
          className={[styles.popup, align === 'end' ? styles.alignEnd : styles.alignStart, popupClassName]
            .filter(Boolean)
            .join(' ')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close({ refocus: true });
            }
          }}
        >
          {header?.(() => close({ refocus: false }))}
          <MenuList
            ref={menuRef}
            id={`${id}-menu`}
            aria-labelledby={`${id}-button`}
            className={menuClassName}
            onTab={() => setOpen(false)}
            onClick={onItemClick}
          >
            {children}
          </MenuList>
        </div>
      )}
    </div>
  );
}
