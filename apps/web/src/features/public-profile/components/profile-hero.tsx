import { EditOutlined, EnvironmentOutlined } from '../../../shared/ui/icons';
import { type CountryCode } from '@ajar/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { ActionLink } from '../../../shared/ui/action-link/action-link';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { FavouriteButton } from '../../../shared/favourites/favourite-button';
import { formatMarketMonthYear } from '../profile-dates';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import type { ShareData } from '../../../shared/profile/share-link';
import styles from './profile-hero.module.css';
import publicProfileStyles from '../public-profile.module.css';
import { RatingSummary } from './rating-summary';
import { ReportProfileButton } from './report-profile-button';
import { ReputationFacts } from './reputation-facts';
import { ShareButton } from '../../../shared/profile/share-button';
import { TutorAvatar } from '../../../shared/profile/tutor-avatar';

interface ProfileHeroProps {
  readonly profile: PublicProfile;
  readonly market: CountryCode;
  readonly share: ShareData;
}

/** Banner, photo, name, where they teach, rating; share for everyone and edit for the owner. */
export function ProfileHero({ profile, market, share }: ProfileHeroProps) {
  const { t, i18n } = useTranslation();
  const href = useFeatureHref();
  const isMobile = useIsMobile();
  const name = `${profile.firstName} ${profile.lastName}`;
  const place = [profile.address, t(`countries.${market}`)].filter(Boolean).join(', ');
  return (
    <section className={styles.hero}>
      <div
        className={styles.banner}
        style={profile.banner ? { backgroundImage: `url("${encodeURI(profile.banner)}")` } : undefined}
        aria-hidden="true"
      />
      <div className={styles.heroBody}>
        <TutorAvatar
          src={profile.avatar}
          initials={profile.initialName}
          name={t('publicProfile.avatarAlt', { name })}
          size={isMobile ? 96 : 132}
          className={styles.heroAvatar}
        />
        <div className={styles.identity}>
          <div className={styles.nameRow}>
            <h1 className={styles.name}>{name}</h1>
            {profile.tutorKind && (
              <span className={`${publicProfileStyles.tag} ${publicProfileStyles.kindTag}`}>
                {t(`publicProfile.kind.${profile.tutorKind}`)}
              </span>
            )}
          </div>
          <p className={styles.place}>
            <EnvironmentOutlined aria-hidden="true" /> {place}
          </p>
          <RatingSummary averageRating={profile.averageRating} reviewCount={profile.reviewCount} />
          <ReputationFacts reputation={profile.reputation} />
          <p className={styles.since}>
            {t('publicProfile.memberSince', {
              date: formatMarketMonthYear(profile.dateJoined, market, i18n.language),
            })}
          </p>
        </div>
        <div className={styles.heroActions}>
          {profile.isOwner && (
            <ActionLink to={href('myProfile')} icon={<EditOutlined />} className={styles.heroAction}>
              {t('publicProfile.editProfile')}
            </ActionLink>
          )}
          {!profile.isOwner && <FavouriteButton tutorUserPvid={profile.userPvid} tutorName={name} />}
          <ShareButton data={share} className={styles.heroAction} />
          {/* A report goes to the team's console */}
          {!profile.isOwner && (
            <ReportProfileButton userPvid={profile.userPvid} className={styles.heroAction} />
          )}
        </div>
      </div>
    </section>
  );
}
