import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { LoadingOutlined } from '../icons';
import styles from './button.module.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Brand-filled call to action, or the outlined default. */
  readonly variant?: 'primary' | 'default';
  readonly size?: 'middle' | 'large';
  readonly type?: 'button' | 'submit' | 'reset';
  /** Full width. */
  readonly block?: boolean;
  /** Shows a spinner, sets aria-busy and ignores clicks (a second submit) until it is done. */
  readonly loading?: boolean;
  readonly icon?: ReactNode;
}

/** A plain <button> that looks like antd's primary/default Button in our theme; no antd. */
export function Button({
  variant = 'default',
  size = 'middle',
  type = 'button',
  block = false,
  loading = false,
  icon,
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    styles.button,
    styles[variant],
    size === 'large' ? styles.large : '',
    block ? styles.block : '',
    loading ? styles.loading : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const mark = loading ? (
    <span className={styles.spinner} aria-hidden="true">
      <LoadingOutlined aria-hidden />
    </span>
  ) : (
    icon
  );
  return (
    <button {...rest} type={type} className={classes} aria-busy={loading || undefined} onClick={handleClick}>
      {mark}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}
