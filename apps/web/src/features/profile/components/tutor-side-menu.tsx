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
import { TUTOR_CALENDAR_PATH, countryPath, tutorProfilePath, type CountryCode } from '@ajar/domain';
import { Menu, type MenuProps } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { isBuilt, type Feature } from '../../../shared/routing/feature-routes';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import styles from './profile-page.module.css';

type SideMenuFeature = Feature &
  (
    | 'tutorDashboard'
    | 'manageClasses'
    | 'createClass'
    | 'tutorReviews'
    | 'tutorResources'
    | 'tutorAnalytics'
    | 'payout'
    | 'tutorHours'
    | 'referral'
    | 'feedback'
    | 'cloudStorage'
    | 'socialMediaRewards'
  );

type SideMenuEntry =
  | { readonly key: 'viewProfile' | 'calendar'; readonly icon: ComponentType }
  | { readonly key: SideMenuFeature; readonly icon: ComponentType };

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
  { key: 'calendar', icon: CalendarOutlined },
  { key: 'tutorHours', icon: ScheduleOutlined },
  { key: 'referral', icon: TeamOutlined },
  { key: 'feedback', icon: SmileOutlined },
  { key: 'cloudStorage', icon: CloudOutlined },
  { key: 'socialMediaRewards', icon: GiftOutlined },
];

/** The side menu as shown: an entry whose page is not built yet is left out until it is. */
export const TUTOR_SIDE_MENU: readonly SideMenuEntry[] = ALL_SIDE_MENU.filter(
  (entry) => entry.key === 'viewProfile' || entry.key === 'calendar' || isBuilt(entry.key),
);

interface TutorSideMenuProps {
  readonly country: CountryCode;
  readonly profile: { userCode: string; userPvid: string; firstName: string; lastName: string };
  readonly onNavigate?: () => void;
  /** Off inside a drawer whose own title already says it. */
  readonly showTitle?: boolean;
}

/** The tutor's dashboard menu: built pages only. */
export function TutorSideMenu({ country, profile, onNavigate, showTitle = true }: TutorSideMenuProps) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const publicPath = tutorProfilePath(country, {
    token: profile.userCode,
    id: profile.userPvid,
    firstName: profile.firstName,
    lastName: profile.lastName,
  });
  const items: MenuProps['items'] = TUTOR_SIDE_MENU.map(({ key, icon: Icon }) => ({
    key,
    icon: <Icon />,
    label:
      key === 'viewProfile' ? (
        <Link to={publicPath}>{t('profile.sideMenu.viewProfile')}</Link>
      ) : key === 'calendar' ? (
        // The side menu's own entry, not a shell feature: the shell has no room for another feature name.
        <Link to={countryPath(country, TUTOR_CALENDAR_PATH)}>{t('profile.sideMenu.calendar')}</Link>
      ) : (
        <Link to={href(key)}>{t(`features.${key}`)}</Link>
      ),
  }));
  return (
    <nav aria-label={t('profile.sideMenu.label')}>
      {showTitle && <p className={styles.sideMenuTitle}>{t('profile.sideMenu.title')}</p>}
      <Menu mode="inline" selectable={false} items={items} onClick={onNavigate} className={styles.sideMenu} />
    </nav>
  );
}
