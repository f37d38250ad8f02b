import { EyeOutlined, EditOutlined } from '../../../shared/ui/icons';
import { formatMoney, type CountryCode } from '@ajar/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { ActionLink } from '../../../shared/ui/action-link/action-link';
import { lowestHourlyPrice, offeredSubjectCount } from '../profile-prices';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import styles from './booking-card.module.css';
import publicProfileStyles from '../public-profile.module.css';
import { ChatWithButton } from '../../chats';
import { BookTutorButton } from './book-tutor-button';

interface BookingCardProps {
  readonly profile: PublicProfile;
  readonly market: CountryCode;
}

/** The side card: the lowest price, 'Book tutor' and 'Chat' for visitors; edit links for the owner. */
export function BookingCard({ profile, market }: BookingCardProps) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const lowest = lowestHourlyPrice(profile);
  const subjects = offeredSubjectCount(profile);
  const name = `${profile.firstName} ${profile.lastName}`;

  return (
    <div className={styles.bookingCard}>
      {lowest !== null && (
        <div className={styles.priceBlock}>
          <span className={styles.priceLabel}>{t('publicProfile.priceFrom')}</span>
          <span className={styles.priceValue}>
            {formatMoney(lowest, market)} <small>{t('publicProfile.perHour')}</small>
          </span>
          <span className={publicProfileStyles.muted}>
            {t('publicProfile.subjectsOffered', { count: subjects })}
          </span>
        </div>
      )}
      {profile.isOwner ? (
        <>
          <div className={styles.ownerBlock}>
            <strong>{t('publicProfile.ownerTitle')}</strong>
            <p className={publicProfileStyles.muted}>{t('publicProfile.ownerNote')}</p>
          </div>
          <div className={styles.bookingActions}>
            <ActionLink to={href('myProfile')} variant="primary" size="large" block icon={<EditOutlined />}>
              {t('publicProfile.editProfile')}
            </ActionLink>
            <ActionLink to={href('profileViewed')} size="large" block icon={<EyeOutlined />}>
              {t('publicProfile.whoViewed')}
            </ActionLink>
          </div>
        </>
      ) : (
        <>
          <div className={styles.bookingActions}>
            <BookTutorButton profile={profile} market={market} opensHeld />
            <ChatWithButton userId={profile.userPvid} name={name} label={t('publicProfile.chat')} />
          </div>
          <p className={styles.bookingNote}>{t('publicProfile.bookingNote')}</p>
        </>
      )}
    </div>
  );
}
