import {
  COMPLETION_HOURS,
  FREE_CANCELLATION_HOURS,
  LATE_CANCEL_TUTOR_PERCENT,
  acceptDeadline,
  type CountryCode,
} from '@ajar/domain';
import { SafetyCertificateOutlined } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { lessonZone } from '../../../shared/format/lesson-time';
import frame from '../../../shared/ui/page-frame.module.css';
import { formatLessonInstant } from '../lesson-instant';
import styles from './lesson-policies.module.css';

interface LessonPoliciesProps {
  readonly startTime: string;
  readonly country: CountryCode;
  /** The server's deadline when it sends one; else the market's rule from the start. */
  readonly freeCancellationUntil?: string | null | undefined;
}

/** The lesson policies, in plain words, before anyone pays (the domain's constants). */
export function LessonPolicies({ startTime, country, freeCancellationUntil }: LessonPoliciesProps) {
  const { t } = useTranslation();
  const freeUntil =
    freeCancellationUntil ??
    new Date(Date.parse(startTime) - FREE_CANCELLATION_HOURS[country] * 3_600_000).toISOString();
  const percent = String(LATE_CANCEL_TUTOR_PERCENT);
  // Paid now, the tutor must accept by this time (or by the start, for a lesson less than that far away).
  const acceptBy = acceptDeadline(new Date(startTime), new Date()).toISOString();
  return (
    <section className={frame.card} aria-labelledby="lesson-policies-title" data-testid="lesson-policies">
      <h2 id="lesson-policies-title" className={styles.title}>
        <SafetyCertificateOutlined aria-hidden="true" /> {t('bookings.policies.title')}
      </h2>
      <ul className={styles.list}>
        {Date.parse(freeUntil) > Date.now() ? (
          <>
            <li>
              <strong>
                {t('bookings.policies.freeUntil', {
                  time: formatLessonInstant(freeUntil, lessonZone(country)),
                })}
              </strong>
            </li>
            <li>{t('bookings.policies.afterThat', { percent })}</li>
          </>
        ) : (
          <li>
            <strong>
              {t('bookings.policies.lateNow', {
                hours: String(FREE_CANCELLATION_HOURS[country]),
                percent,
              })}
            </strong>
          </li>
        )}
        <li>
          {acceptBy === new Date(startTime).toISOString()
            ? t('bookings.policies.acceptByStart')
            : t('bookings.policies.acceptBy', { time: formatLessonInstant(acceptBy, lessonZone(country)) })}
        </li>
        <li>{t('bookings.policies.completion', { hours: String(COMPLETION_HOURS) })}</li>
      </ul>
    </section>
  );
}
