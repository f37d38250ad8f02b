import {
  BarChartOutlined,
  CalendarOutlined,
  CloudOutlined,
  DashboardOutlined,
  DollarOutlined,
  EyeOutlined,
  FolderOpenOutlined,
  GiftOutlined,
  PlusSquareOutlined,
  ScheduleOutlined,
  SmileOutlined,
  StarOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '../../../shared/ui/icons';
import { tutorProfilePath } from '@ajar/domain';
import { Suspense, type ComponentType } from 'react';
import { NavLink } from 'react-router';
import { NamespacesGate } from '../../../shared/i18n/namespaces-gate';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { profileMarket } from '../../../shared/profile/profile-market';
import { isBuilt, type Feature } from '../../../shared/routing/feature-routes';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useProfile } from '../../../shared/session/profile-context';
import styles from './tutor-side-menu.module.css';

type SideMenuFeature = Feature &
  (
    | 'tutorDashboard'
    | 'manageClasses'
    | 'createClass'
    | 'tutorReviews'
    | 'tutorResources'
    | 'tutorAnalytics'
    | 'payout'
    | 'tutorCalendar'
    | 'tutorHours'
    | 'referral'
    | 'feedback'
    | 'cloudStorage'
    | 'socialMediaRewards'
  );

type SideMenuEntry = { readonly key: 'viewProfile' | SideMenuFeature; readonly icon: ComponentType };

/** Spec section 2, "Tutor dashboard side menu", in its order. */
const ALL_SIDE_MENU: readonly SideMenuEntry[] = [
  { key: 'tutorDashboard', icon: DashboardOutlined },
  { key: 'viewProfile', icon: EyeOutlined },
  { key: 'manageClasses', icon: VideoCameraOutlined },
  { key: 'createClass', icon: PlusSquareOutlined },
  { key: 'tutorReviews', icon: StarOutlined },
  { key: 'tutorResources', icon: FolderOpenOutlined },
  { key: 'tutorAnalytics', icon: BarChartOutlined },
  { key: 'payout', icon: DollarOutlined },
  // Not in the spec's menu; beside the payout, where a tutor runs their teaching.
  { key: 'tutorCalendar', icon: CalendarOutlined },
  { key: 'tutorHours', icon: ScheduleOutlined },
  { key: 'referral', icon: TeamOutlined },
  { key: 'feedback', icon: SmileOutlined },
  { key: 'cloudStorage', icon: CloudOutlined },
  { key: 'socialMediaRewards', icon: GiftOutlined },
];

/** The side menu as shown: an entry whose page is not built yet is left out until it is. */
export const TUTOR_SIDE_MENU: readonly SideMenuEntry[] = ALL_SIDE_MENU.filter(
  (entry) => entry.key === 'viewProfile' || isBuilt(entry.key),
);

interface TutorSideMenuProps {
  readonly onNavigate?: () => void;
  /** Off inside a drawer whose own title already says it. */
  readonly showTitle?: boolean;
}

/**
 * The signed-in tutor's dashboard menu (built pages only), the page they are on marked as current. Its few texts
 * come in their own chunk; nothing is drawn until they are in.
 */
export function TutorSideMenu(props: TutorSideMenuProps) {
  return (
    <Suspense fallback={null}>
      <NamespacesGate namespaces={['tutorWorkspace']}>
        <SideMenu {...props} />
      </NamespacesGate>
    </Suspense>
  );
}

function SideMenu({ onNavigate, showTitle = true }: TutorSideMenuProps) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const pageCountry = useCountry();
  const { profile } = useProfile();
  const publicPath =
    profile &&
    tutorProfilePath(profileMarket(profile.country, pageCountry), {
      token: profile.userCode,
      id: profile.userPvid,
      firstName: profile.firstName,
      lastName: profile.lastName,
    });
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.current}` : styles.link;

  return (
    <nav aria-label={t('tutorWorkspace.label')}>
      {showTitle && <p className={styles.title}>{t('tutorWorkspace.title')}</p>}
      <ul className={styles.list}>
        {TUTOR_SIDE_MENU.map(({ key, icon: Icon }) => {
          // The public profile needs the profile's address: left out until it is known.
          if (key === 'viewProfile' && !publicPath) return null;
          return (
            <li key={key}>
              <NavLink
                to={key === 'viewProfile' ? (publicPath ?? '') : href(key)}
                end
                className={linkClass}
                onClick={onNavigate}
              >
                <span className={styles.icon}>
                  <Icon />
                </span>
                {key === 'viewProfile' ? t('tutorWorkspace.viewProfile') : t(`features.${key}`)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
