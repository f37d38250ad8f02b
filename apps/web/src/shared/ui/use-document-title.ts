import { useEffect } from 'react';

/** Sets the tab's title while the page is shown, and puts the previous one back after. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
