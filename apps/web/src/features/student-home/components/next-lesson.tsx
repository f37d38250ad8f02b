import { countryOfCurrency } from '@ajar/domain';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { formatLessonTime, lessonZone } from '../../../shared/format/lesson-time';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { actionClassName } from '../../../shared/ui/button';
import { ChatWithButton } from '../../chats';
import { JoinLessonLink } from '../../classroom';
import type { StudentBooking } from './next-lessons';
import styles from '../student-home.module.css';

const STATUS_COLOUR = { PENDING: 'gold', PAID: 'blue', ACCEPTED: 'green' } as const;

/** One lesson to come: what, with whom, when in its market's zone, and what the student can do now. */
export function NextLesson({ booking }: { booking: StudentBooking }) {
  const { t } = useTranslation();
  const country = useCountry();
  const href = useFeatureHref();
  const zone = lessonZone(countryOfCurrency(booking.currency) ?? country);
  const tutor = `${booking.tutor.firstName} ${booking.tutor.lastName}`;
  const status = booking.status as keyof typeof STATUS_COLOUR;
  return (
    <li className={styles.lesson}>
      <div className={styles.lessonText}>
        <strong>{t('studentHome.lessonWith', { subject: booking.subjectInfo.subject, tutor })}</strong>
        <span className={styles.muted}>{formatLessonTime(booking.startTime, booking.endTime, zone)}</span>
        <span>
          <Tag color={STATUS_COLOUR[status]}>{t(`studentHome.status.${status}`)}</Tag>
        </span>
      </div>
      <div className={styles.lessonActions}>
        <JoinLessonLink
          classUrl={booking.classUrl}
          status={booking.status}
          startTime={booking.startTime}
          endTime={booking.endTime}
        />
        {booking.status === 'PENDING' && (
          <Link
            className={actionClassName({ variant: 'primary' })}
            to={`/${country}/checkout/booking?booking=${booking.pvid}`}
          >
            {t('studentHome.pay')}
          </Link>
        )}
        <ChatWithButton
          userId={booking.tutor.userPvid}
          name={tutor}
          label={t('studentHome.message', { name: booking.tutor.firstName })}
        />
        <Link to={href('bookingList')} className={styles.manage}>
          {t('studentHome.manage')}
        </Link>
      </div>
    </li>
  );
}
