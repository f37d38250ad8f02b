import { RightOutlined, ThunderboltOutlined, TrophyOutlined, WalletOutlined } from '../../../shared/ui/icons';
import { useRoleCode } from '../../../shared/session/use-role-code';
import { formatCount, formatMoney, isCountryCode, ROLE_CODES } from '@ajar/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { GetUserCreditsDocument } from '../../../gql/documents/GetUserCreditsDocument';
import { openCompletionDrawer } from '../../../features/profile';
import { useCountry } from '../../../shared/market/country-context';
import { useProfile } from '../../../shared/session/profile-context';
import { useSession } from '../../../shared/session/use-session';
import { signedInFeatureHref } from '../../../shared/routing/feature-routes';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { Avatar } from './header-ui';
import styles from './account-summary.module.css';

/** Greeting, balance, credits and (for tutors) profile completion: the top of the account menu. */
export function AccountSummary({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const country = useCountry();
  const href = useFeatureHref();
  const { isSignedIn, user } = useSession();
  const { profile, status } = useProfile();
  const market = profile && isCountryCode(profile.country) ? profile.country : country;
  const roleCode = useRoleCode();
  const firstName = profile?.firstName ?? '';
  // The menu is drawn when it opens: the credits are asked then, fresh each time.
  const [credits] = useQuery({
    query: GetUserCreditsDocument,
    requestPolicy: 'cache-and-network',
    pause: !isSignedIn,
  });
  const heldCredits = credits.data?.getUserCredits.credits;

  return (
    <div className={styles.summary}>
      <div className={styles.summaryHead}>
        <Avatar
          size={44}
          src={profile?.avatar}
          initials={profile?.initialName ?? user?.email.charAt(0).toUpperCase()}
        />
        <div className={styles.summaryText}>
          <strong>{firstName ? t('header.greeting', { firstName }) : t('header.greetingAnonymous')}</strong>
          <span className={styles.summaryEmail}>{profile?.email ?? user?.email}</span>
        </div>
      </div>
      <Link
        to={signedInFeatureHref(country, 'balance', isSignedIn)}
        className={styles.summaryRow}
        onClick={onNavigate}
      >
        <WalletOutlined />
        <span>{t('header.balance')}</span>
        <strong className={styles.summaryValue}>
          {profile ? formatMoney(profile.balance ?? 0, market) : status === 'failed' ? '—' : '…'}
        </strong>
        <RightOutlined className={styles.summaryChevron} />
      </Link>
      <Link
        to={signedInFeatureHref(country, 'credits', isSignedIn)}
        className={styles.summaryRow}
        onClick={onNavigate}
      >
        <ThunderboltOutlined />
        <span>{t('header.credits')}</span>
        <strong className={styles.summaryValue}>
          {heldCredits !== undefined
            ? formatCount(heldCredits, market)
            : credits.error
              ? '—'
              : t('header.viewCredits')}
        </strong>
        <RightOutlined className={styles.summaryChevron} />
      </Link>
      {roleCode === ROLE_CODES.tutor && (
        <Link
          to={href('profileCompletion', { completion: 'open' })}
          className={styles.summaryRow}
          onClick={(event) => {
            // The drawer opens over the current page; the link is for a new tab.
            event.preventDefault();
            onNavigate?.();
            openCompletionDrawer();
          }}
        >
          <TrophyOutlined />
          <span>{t('header.profileCompletion')}</span>
          <span className={styles.summaryValue}>{t('header.completeProfile')}</span>
          <RightOutlined className={styles.summaryChevron} />
        </Link>
      )}
    </div>
  );
}
