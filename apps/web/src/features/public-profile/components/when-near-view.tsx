import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a part starts loading: a swipe or two ahead of the reader. */
const AHEAD = '600px 0px';

interface WhenNearViewProps {
  /** Drawn in its place until then, sized like what will come. */
  readonly placeholder: ReactNode;
  readonly children: ReactNode;
}

/**
 * Draws `children` (a part whose code loads lazily, with antd) once its place scrolls near the screen, so
 * the profile's first view loads none of it. Without IntersectionObserver it draws them at once.
 */
export function WhenNearView({ placeholder, children }: WhenNearViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The server draws the placeholder, as the browser's first render does.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const place = ref.current;
    if (near || !place) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [near]);

  if (near) return children;
  return <div ref={ref}>{placeholder}</div>;
}
