import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import pageStyles from '../pages/public-profile-page.module.css';
import styles from './profile-skeleton.module.css';
import { SkeletonLines } from './skeleton-lines';
import profileHeroStyles from './profile-hero.module.css';
import profileSectionStyles from '../../../shared/profile/profile-section.module.css';
import bookingCardStyles from './booking-card.module.css';

/** The profile's shape while it loads: banner, photo and lines, a section and the booking card. */
export function ProfileSkeleton() {
  return (
    <div className={pageStyles.page} aria-busy="true">
      <div className={profileHeroStyles.hero}>
        <div className={`${profileHeroStyles.banner} ${profileHeroStyles.bannerLoading}`} />
        <div className={`${profileHeroStyles.heroBody} ${styles.heroBody}`}>
          <SkeletonBlock width={112} height={112} round />
          <SkeletonLines count={3} />
        </div>
      </div>
      <div className={pageStyles.layout}>
        <div className={pageStyles.main}>
          <div className={profileSectionStyles.section}>
            <SkeletonLines count={5} />
          </div>
        </div>
        <aside className={pageStyles.aside}>
          <div className={bookingCardStyles.bookingCard}>
            <SkeletonLines count={3} />
          </div>
        </aside>
      </div>
    </div>
  );
}
