import type { CountryCode } from '@ajar/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ChatWithButton } from '../../chats';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import { BookTutorButton } from './book-tutor-button';
import styles from './sticky-booking-bar.module.css';

interface StickyBookingBarProps {
  readonly profile: PublicProfile;
  readonly market: CountryCode;
}

/** A phone's Book and Chat, pinned above the bottom navigation while the booking card is scrolled away. */
export function StickyBookingBar({ profile, market }: StickyBookingBarProps) {
  const { t } = useTranslation();
  const name = `${profile.firstName} ${profile.lastName}`;
  return (
    <div className={styles.bar} role="group" aria-label={t('publicProfile.stickyBar', { name })}>
      <BookTutorButton profile={profile} market={market} />
      <ChatWithButton userId={profile.userPvid} name={name} label={t('publicProfile.chat')} />
    </div>
  );
}
