import { OPS_DISPUTES_PATH, OPS_ROUTES, OPS_STUDY_ROOMS_PATH, READS_ROUTES, countryPath } from '@ajar/domain';
import { useCallback, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { SafetyCertificateOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import { RequireStaff } from './require-staff';
import styles from './ops-frame.module.css';

const SECTIONS = [
  ['home', OPS_ROUTES.home],
  ['disputes', OPS_DISPUTES_PATH],
  ['reports', OPS_ROUTES.reports],
  ['users', OPS_ROUTES.users],
  ['payouts', OPS_ROUTES.payouts],
  ['audit', OPS_ROUTES.audit],
  ['feedback', OPS_ROUTES.feedback],
  ['studyRooms', OPS_STUDY_ROOMS_PATH],
  ['reads', READS_ROUTES.ops],
] as const;

/** A console page: staff only, with the console's sections one tap away. */
export function OpsFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const country = useCountry();
  // On a phone the sections scroll sideways: the page shown is brought into view.
  const showCurrent = useCallback((nav: HTMLElement | null) => {
    const current = nav?.querySelector('[aria-current="page"]');
    // jsdom (the page tests) draws no layout and has no scrollIntoView.
    if (current && 'scrollIntoView' in current)
      current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, []);
  return (
    <RequireStaff>
      <PageFrame
        icon={<SafetyCertificateOutlined />}
        title={title}
        subtitle={subtitle}
        className={styles.page}
      >
        <nav aria-label={t('ops.nav.label')} className={styles.nav} ref={showCurrent}>
          {SECTIONS.map(([name, path]) => (
            <NavLink
              key={name}
              to={countryPath(country, path)}
              end
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {t(`ops.nav.${name}`)}
            </NavLink>
          ))}
        </nav>
        {children}
      </PageFrame>
    </RequireStaff>
  );
}
