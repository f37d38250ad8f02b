import { useState } from 'react';
import { useQuery } from 'urql';
import { LessonsToReviewDocument, type LessonsToReviewQuery } from '../../../gql/graphql';
import { formatLessonTime, lessonZone } from '../../../shared/format/lesson-time';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { Button } from '../../../shared/ui/button';
import { StarOutlined } from '../../../shared/ui/icons';
import frame from '../../../shared/ui/page-frame.module.css';
import { LessonReviewDialog, type LessonToReviewRef } from './lesson-review-dialog';
import styles from './lessons-to-review.module.css';

type Lesson = LessonsToReviewQuery['lessonsToReview'][number];

const refOf = (lesson: Lesson): LessonToReviewRef => ({
  bookingPvid: lesson.bookingPvid,
  tutorName: `${lesson.tutorFirstName} ${lesson.tutorLastName}`,
  subject: lesson.subject,
});

/** A student's lessons that wait for a review (asked an hour after each ends); hidden when there is none. */
export function LessonsToReview() {
  const { t } = useTranslation();
  const country = useCountry();
  const [{ data }, refetch] = useQuery({
    query: LessonsToReviewDocument,
    requestPolicy: 'cache-and-network',
  });
  const [chosen, setChosen] = useState<LessonToReviewRef | null>(null);
  const lessons = data?.lessonsToReview;

  const close = () => setChosen(null);

  if (!lessons || lessons.length === 0) return null;
  const zone = lessonZone(country);
  return (
    <section className={frame.card} aria-labelledby="lessons-to-review">
      <h2 id="lessons-to-review" className={styles.title}>
        <StarOutlined aria-hidden="true" /> {t('bookings.review.askTitle')}
      </h2>
      <p className={styles.muted}>{t('bookings.review.askBody')}</p>
      <ul className={styles.list}>
        {lessons.map((lesson) => (
          <li key={lesson.bookingPvid} className={styles.item}>
            <span className={styles.text}>
              <strong>
                {t('bookings.review.lessonWith', {
                  subject: lesson.subject,
                  tutor: `${lesson.tutorFirstName} ${lesson.tutorLastName}`,
                })}
              </strong>
              <span className={styles.muted}>{formatLessonTime(lesson.startTime, lesson.endTime, zone)}</span>
            </span>
            <Button variant="primary" onClick={() => setChosen(refOf(lesson))}>
              {t('bookings.review.write')}
            </Button>
          </li>
        ))}
      </ul>
      <LessonReviewDialog
        lesson={chosen}
        onClose={close}
        onReviewed={() => {
          close();
          refetch({ requestPolicy: 'network-only' });
        }}
      />
    </section>
  );
}
