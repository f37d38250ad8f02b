import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { LoadingOutlined } from '../icons';
import { actionClassName, type ActionLook } from './action-look';
import styles from './action.module.css';

export type ButtonProps = ActionLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
    /** Drawn before the text, 8 px from it. */
    readonly icon?: ReactNode;
    /** A spinner in place of the icon; presses do nothing meanwhile (a form is not sent twice). */
    readonly loading?: boolean;
    readonly children?: ReactNode;
  };

/** A <button> that looks like antd's button (primary or default), without antd; type "button" unless told. */
export function Button({
  variant,
  size,
  block,
  className,
  icon,
  loading = false,
  children,
  type = 'button',
  onClick,
  ...button
}: ButtonProps) {
  const classes = actionClassName({ variant, size, block, className });
  return (
    <button
      {...button}
      type={type}
      aria-busy={loading || undefined}
      className={loading ? `${classes} ${styles.loading}` : classes}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {loading ? <LoadingOutlined aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
