import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { MaintenancePage } from './maintenance-page';
import { NotFoundPage } from '../../shared/ui/error-page/not-found-page';
import { ServerErrorPage } from './server-error-page';
import styles from '../../shared/ui/error-page/error-page.module.css';

function PageForError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    if (error.status === 502 || error.status === 503) return <MaintenancePage />;
  }
  return <ServerErrorPage />;
}

/** A route's error element; `standalone` when the site frame itself may be what failed. */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  if (!standalone) return <PageForError />;
  return (
    <div className={styles.standalone}>
      <div className={styles.standaloneBar}>
        <BrandLogo />
      </div>
      <PageForError />
    </div>
  );
}
