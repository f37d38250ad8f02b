import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { actionClassName, type ActionLook } from '../button/action-look';

export type ActionLinkProps = ActionLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> & {
    readonly to: To;
    readonly state?: unknown;
    readonly replace?: boolean;
    /** A full page load instead of in-app navigation. */
    readonly reloadDocument?: boolean;
    /** Drawn before the text, 8 px from it. */
    readonly icon?: ReactNode;
    readonly children?: ReactNode;
  };

/**
 * A link that looks like antd's button (primary or default) and is one plain <a>, with in-app navigation,
 * without antd: for the shell, the home page, the information and error pages.
 */
export function ActionLink({ variant, size, block, className, icon, children, ...link }: ActionLinkProps) {
  return (
    <Link {...link} className={actionClassName({ variant, size, block, className })}>
      {icon}
      {children}
    </Link>
  );
}
