import type { CountryCode } from '@ajar/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PublicProfileTestimonialsQuery } from '../../../gql/graphql';
import { formatMarketDate } from '../../../shared/format/market-date';
import { RatingStars } from '../../../shared/ui/rating-stars/rating-stars';
import { CheckCircleFilled } from '../../../shared/ui/icons';
import { ReportButton } from '../../ops';
import styles from './testimonial-list.module.css';
import { TestimonialReply } from './testimonial-reply';
import { TestimonialReplyForm } from './testimonial-reply-form';

export type Testimonial = NonNullable<PublicProfileTestimonialsQuery['getTestimonialListByToken'][number]>;

function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

interface TestimonialListProps {
  readonly testimonials: readonly Testimonial[];
  /** Dates are shown as they were in this market. */
  readonly market: CountryCode;
  /** The tutor's name, over their replies. */
  readonly tutorName: string;
  /** The tutor reads their own testimonials: each one without a reply offers to reply. */
  readonly canReply?: boolean;
}

interface TestimonialItemProps {
  readonly testimonial: Testimonial;
  readonly market: CountryCode;
  readonly tutorName: string;
  readonly canReply: boolean;
}

function TestimonialItem({ testimonial, market, tutorName, canReply }: TestimonialItemProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(testimonial.reviewer)}
        </span>
        <div className={styles.who}>
          <strong className={styles.reviewer}>{testimonial.reviewer}</strong>
          {testimonial.verifiedLesson && (
            <span className={styles.verified}>
              <CheckCircleFilled aria-hidden="true" /> {t('testimonials.list.verified')}
            </span>
          )}
          <time className={styles.date} dateTime={testimonial.postedDate}>
            {formatMarketDate(testimonial.postedDate, market)}
          </time>
        </div>
        <span className={styles.stars}>
          <RatingStars
            rating={testimonial.rating}
            label={t('publicProfile.ratingSummary', { rating: testimonial.rating })}
          />
        </span>
      </div>
      {testimonial.subjectName && (
        <span className={styles.subject}>
          {t('testimonials.list.subject', { subject: testimonial.subjectName })}
        </span>
      )}
      <p className={styles.comment}>{testimonial.comment}</p>
      {testimonial.reply !== null ? (
        <TestimonialReply
          reply={testimonial.reply}
          repliedAt={testimonial.repliedAt}
          tutorName={tutorName}
          market={market}
        />
      ) : (
        canReply && <TestimonialReplyForm testimonialId={testimonial.pvid} />
      )}
      {!canReply && (
        <ReportButton
          targetType="REVIEW"
          targetId={testimonial.pvid}
          label={t('testimonials.list.report')}
          className={styles.report}
        />
      )}
    </li>
  );
}

/**
 * Confirmed testimonials: stars, reviewer, date, the verified-lesson mark, the subject when given, the
 * review and the tutor's reply. Reviews of lessons come first; testimonials from the tutor's link, which the
 * rating does not count, follow under their own heading. The tutor may reply; everyone else signed in may
 * report a review to the team.
 */
export function TestimonialList({ testimonials, market, tutorName, canReply = false }: TestimonialListProps) {
  const { t } = useTranslation();
  const verified = testimonials.filter((testimonial) => testimonial.verifiedLesson);
  const others = testimonials.filter((testimonial) => !testimonial.verifiedLesson);
  const list = (items: readonly Testimonial[]) => (
    <ul className={styles.list}>
      {items.map((testimonial) => (
        <TestimonialItem
          key={testimonial.pvid}
          testimonial={testimonial}
          market={market}
          tutorName={tutorName}
          canReply={canReply}
        />
      ))}
    </ul>
  );
  if (verified.length === 0 || others.length === 0) return list(testimonials);
  return (
    <>
      <h3 className={styles.groupTitle}>{t('testimonials.groups.fromLessons')}</h3>
      {list(verified)}
      <h3 className={styles.groupTitle}>{t('testimonials.groups.fromLinks')}</h3>
      <p className={styles.groupNote}>{t('testimonials.groups.fromLinksNote')}</p>
      {list(others)}
    </>
  );
}
