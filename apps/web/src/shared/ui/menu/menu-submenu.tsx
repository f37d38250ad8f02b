import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DownOutlined } from '../icons';
import styles from './menu.module.css';

interface MenuSubmenuProps {
  readonly label: string;
  readonly children: ReactNode;
  readonly defaultOpen?: boolean;
}

/**
 * A group of items inside a `MenuList` that folds open in place (the side drawer's Find, Learn, Create):
 * Enter, Space or a click toggles it, ArrowRight opens it, ArrowLeft closes it from any of its items.
 */
export function MenuSubmenu({ label, children, defaultOpen = false }: MenuSubmenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();

  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const onTrigger = (event.target as HTMLElement).id === `${id}-trigger`;
    if (event.key === 'ArrowRight' && onTrigger && !open) {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'ArrowLeft' && (open || !onTrigger)) {
      event.preventDefault();
      setOpen(false);
      document.getElementById(`${id}-trigger`)?.focus();
    }
  };

  return (
    <li role="none" onKeyDown={handleKeyDown}>
      <button
        id={`${id}-trigger`}
        type="button"
        role="menuitem"
        tabIndex={-1}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        className={`${styles.item} ${styles.submenuTrigger}`}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.label}>{label}</span>
        <DownOutlined
          className={open ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}
          aria-hidden="true"
        />
      </button>
      <ul id={id} role="menu" aria-label={label} className={styles.submenu} hidden={!open}>
        {children}
      </ul>
    </li>
  );
}
