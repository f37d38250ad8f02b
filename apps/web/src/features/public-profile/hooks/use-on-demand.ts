import { useState } from 'react';
import { showError } from '../../../shared/feedback/toast';

export interface OnDemand<T> {
  /** The loaded code, null until it is in. */
  readonly loaded: T | null;
  readonly open: boolean;
  /** Fetching the code for the first opening. */
  readonly loading: boolean;
  readonly show: () => void;
  readonly hide: () => void;
}

/**
 * A dialog whose code loads the first time it is asked for (`show`), then stays, so it closes with its
 * animation. A failed fetch says so and leaves it closed; the next `show` tries again. `load` must be
 * stable (declared at module level).
 */
export function useOnDemand<T>(load: () => Promise<T>): OnDemand<T> {
  const [loaded, setLoaded] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const show = () => {
    setOpen(true);
    if (loaded !== null || loading) return;
    setLoading(true);
    load().then(
      (value) => {
        setLoaded(() => value);
        setLoading(false);
      },
      (error: unknown) => {
        setOpen(false);
        setLoading(false);
        showError(error);
      },
    );
  };

  return { loaded, open: open && loaded !== null, loading, show, hide: () => setOpen(false) };
}
