import { useEffect, useState } from 'react';

/**
 * A part of the page whose code loads the first time it is opened (a drawer or a dialog: antd's Drawer,
 * Menu and the like stay out of the shell) and then stays loaded, so closing animates and its state is kept.
 * `load` must be a stable function (declared at module level). Answers null until the code is in; a failed
 * fetch is tried again at the next opening.
 */
export function useLoadedOnOpen<T>(open: boolean, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!open || loaded !== null) return;
    let live = true;
    load().then(
      (value) => {
        if (live) setLoaded(() => value);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, loaded, load]);
  return loaded;
}
