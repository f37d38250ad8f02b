import {
  forwardRef,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Link, type To } from 'react-router';
import styles from './menu.module.css';

const ITEM = '[role="menuitem"]';

/** The items a person can reach now: those of a closed inline submenu are hidden. */
export function menuItemsOf(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(ITEM)).filter((item) => !item.closest('[hidden]'));
}

export function focusMenuItem(root: HTMLElement | null, which: 'first' | 'last'): boolean {
  const items = root ? menuItemsOf(root) : [];
  const item = which === 'first' ? items[0] : items[items.length - 1];
  item?.focus();
  return item !== undefined;
}

interface MenuListProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'role'> {
  /**
   * A list that stays on the page (the side drawer's): one item is in the Tab order and the arrow keys move
   * between them. Without it (a popup menu) no item is in the Tab order: the menu button moves the focus in.
   */
  readonly roving?: boolean;
  /** Escape pressed inside; the event is not stopped, so a dialog around the list still hears it. */
  readonly onEscape?: () => void;
  /** Tab pressed inside (a popup closes; the focus moves on as usual). */
  readonly onTab?: () => void;
  readonly children: ReactNode;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A list of menu items (role=menu) moved through with the arrow keys, Home and End. Items are `MenuItemLink`,
 * `MenuItemButton`, `MenuSeparator` and `MenuSubmenu`.
 */
export const MenuList = forwardRef<HTMLUListElement, MenuListProps>(function MenuList(
  { roving = false, onEscape, onTab, onKeyDown, onFocus, className, children, ...props },
  ref,
) {
  const listRef = useRef<HTMLUListElement | null>(null);
  const current = useRef<HTMLElement | null>(null);

  const syncTabStops = () => {
    const list = listRef.current;
    if (!list || !roving) return;
    const items = menuItemsOf(list);
    if (!current.current || !items.includes(current.current)) current.current = items[0] ?? null;
    for (const item of items) item.tabIndex = item === current.current ? 0 : -1;
  };

  useLayoutEffect(syncTabStops);

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !listRef.current) return;
    if (event.key === 'Escape') {
      onEscape?.();
      return;
    }
    if (event.key === 'Tab') {
      onTab?.();
      return;
    }
    const items = menuItemsOf(listRef.current);
    if (items.length === 0) return;
    const at = items.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = at < 0 ? 0 : (at + 1) % items.length;
    else if (event.key === 'ArrowUp') next = at <= 0 ? items.length - 1 : at - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <ul
      {...props}
      ref={(element) => {
        listRef.current = element;
        assignRef(ref, element);
      }}
      role="menu"
      className={className ? `${styles.menu} ${className}` : styles.menu}
      onKeyDown={handleKeyDown}
      onFocus={(event) => {
        onFocus?.(event);
        const item = (event.target as HTMLElement).closest<HTMLElement>(ITEM);
        if (item) {
          current.current = item;
          syncTabStops();
        }
      }}
    >
      {children}
    </ul>
  );
});

interface ItemLook {
  readonly icon?: ReactNode;
  /** A destructive action (log out): written in the danger colour. */
  readonly danger?: boolean;
}

function itemClass(danger: boolean | undefined, className: string | undefined) {
  return [styles.item, danger && styles.danger, className].filter(Boolean).join(' ');
}

function ItemBody({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.label}>{children}</span>
    </>
  );
}

type LinkItemProps = Omit<ComponentPropsWithoutRef<typeof Link>, 'role' | 'to'> &
  ItemLook & { readonly to: To };

/** A menu item that goes somewhere: a real link (open in a new tab works), in-app navigation. */
export function MenuItemLink({ icon, danger, className, children, ...props }: LinkItemProps) {
  return (
    <li role="none">
      <Link {...props} role="menuitem" tabIndex={-1} className={itemClass(danger, className)}>
        <ItemBody icon={icon}>{children}</ItemBody>
      </Link>
    </li>
  );
}

type ButtonItemProps = Omit<ComponentPropsWithoutRef<'button'>, 'role' | 'type'> & ItemLook;

/** A menu item that does something in place. */
export function MenuItemButton({ icon, danger, className, children, ...props }: ButtonItemProps) {
  return (
    <li role="none">
      <button {...props} type="button" role="menuitem" tabIndex={-1} className={itemClass(danger, className)}>
        <ItemBody icon={icon}>{children}</ItemBody>
      </button>
    </li>
  );
}

export function MenuSeparator() {
  return <li role="separator" className={styles.separator} />;
}
