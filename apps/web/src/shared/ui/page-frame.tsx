import type { ReactNode } from 'react';
import frame from './page-frame.module.css';

interface PageFrameProps {
  /** The icon beside the heading, in the soft brand tile. */
  readonly icon: ReactNode;
  readonly title: ReactNode;
  readonly subtitle: ReactNode;
  /** A page class that composes the frame's `page` (e.g. to change the width); the frame's by default. */
  readonly className?: string;
  readonly children: ReactNode;
}

/** A signed-in page of a feature: its width, and its heading with an icon, a title and a line under it. A `div`:
 * the layout holds the page's one `<main>`. */
export function PageFrame({ icon, title, subtitle, className, children }: PageFrameProps) {
  return (
    <div className={className ?? frame.page}>
      <header className={frame.head}>
        <span className={frame.headIcon} aria-hidden="true">
          {icon}
        </span>
        <div>
          <h1 className={frame.title}>{title}</h1>
          <p className={frame.subtitle}>{subtitle}</p>
        </div>
      </header>
      {children}
    </div>
  );
}
