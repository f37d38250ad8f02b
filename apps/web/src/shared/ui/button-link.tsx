import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'htmlType'> & {
  readonly to: To;
  readonly state?: unknown;
  readonly replace?: boolean;
};

/** An antd button that is a real link (one <a>, no button nested in a link) with in-app navigation. */
export function ButtonLink({ to, state, replace, onClick, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { state, replace });
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
