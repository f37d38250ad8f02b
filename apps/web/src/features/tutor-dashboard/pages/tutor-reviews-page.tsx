import type { CountryCode } from '@ajar/domain';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useQuery } from 'urql';
import { TutorReviewsDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useProfile } from '../../../shared/session/profile-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { TutorWorkspace } from '../../tutor-workspace';
import { ButtonLink } from '../../../shared/ui/button-link';
import { StarOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { TestimonialList } from '../../testimonials';
import styles from '../components/tutor-dashboard.module.css';

/** The most the API lists at once (testimonialLimit): a tutor's reviews, newest first. */
const REVIEWS_MAX = 50;

function Reviews({
  tutor,
}: {
  tutor: { userPvid: string; firstName: string; lastName: string; country: string };
}) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: TutorReviewsDocument,
    variables: { userPvid: tutor.userPvid, limit: REVIEWS_MAX },
    requestPolicy: 'cache-and-network',
  });
  const reviews = presentItems(data?.getTestimonialList);
  if (!reviews && error && !fetching) {
    return (
      <Alert
        className={frame.card}
        type="error"
        showIcon
        title={t('tutorDashboard.reviews.loadFailed')}
        action={
          <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>
            {t('tutorDashboard.reviews.retry')}
          </Button>
        }
      />
    );
  }
  if (!reviews) return <Skeleton active avatar paragraph={{ rows: 4 }} />;
  if (reviews.length === 0) {
    return (
      <Empty className={frame.card} description={t('tutorDashboard.reviews.empty')}>
        <p className={frame.muted}>{t('tutorDashboard.reviews.emptyBody')}</p>
        <ButtonLink type="primary" to={href('myProfile')}>
          {t('tutorDashboard.reviews.askForOne')}
        </ButtonLink>
      </Empty>
    );
  }
  return (
    <section className={frame.card} aria-labelledby="reviews-count">
      <h2 id="reviews-count" className={styles.sectionTitle}>
        {t('tutorDashboard.reviews.count', { count: reviews.length })}
      </h2>
      <TestimonialList
        testimonials={reviews}
        market={tutor.country as CountryCode}
        tutorName={`${tutor.firstName} ${tutor.lastName}`.trim()}
        canReply
      />
    </section>
  );
}

function TutorReviews() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  return (
    <PageFrame
      icon={<StarOutlined />}
      title={t('tutorDashboard.reviews.title')}
      subtitle={t('tutorDashboard.reviews.subtitle')}
    >
      {profile ? <Reviews tutor={profile} /> : <Skeleton active avatar paragraph={{ rows: 4 }} />}
    </PageFrame>
  );
}

/** tutor/reviews: the tutor side menu's 'Reviews', each testimonial with its reply. */
export function TutorReviewsPage() {
  return (
    <RequireSignIn>
      <TutorWorkspace>
        <TutorReviews />
      </TutorWorkspace>
    </RequireSignIn>
  );
}
