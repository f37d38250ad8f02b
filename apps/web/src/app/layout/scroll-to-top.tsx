import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec section 2: every route change starts at the top of the page. The first page of a visit is left where
 * the browser put it (the top, or where a reload was).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const firstPage = useRef(pathname);
  useEffect(() => {
    if (firstPage.current === pathname) return;
    firstPage.current = '';
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
