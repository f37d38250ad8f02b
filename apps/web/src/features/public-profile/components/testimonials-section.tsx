import { ExclamationCircleFilled, LockOutlined, MessageOutlined } from '../../../shared/ui/icons';
import { TESTIMONIAL_LIST_MAX, type CountryCode } from '@ajar/domain';
import { lazy, Suspense } from 'react';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation } from 'react-router';
import { useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { PublicProfileTestimonialsDocument } from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import { useSession } from '../../../shared/session/use-session';
import { ActionLink } from '../../../shared/ui/action-link/action-link';
import { Button } from '../../../shared/ui/button';
import { addTestimonialsLink } from '../../testimonials';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import styles from './testimonials-section.module.css';
import publicProfileStyles from '../public-profile.module.css';
import { ProfileSection } from '../../../shared/profile/profile-section';
import { ShareButton } from '../../../shared/profile/share-button';
import { SkeletonLines } from './skeleton-lines';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import { WhenNearView } from './when-near-view';
import { presentItems } from '../../../shared/api/present-items';

// The list loads once a signed-in reader nears it, with its texts (it draws no antd: our stars and a plain label).
const TestimonialList = lazy(() =>
  Promise.all([import('../../testimonials'), loadNamespaces(['testimonials'])]).then(([module]) => ({
    default: module.TestimonialList,
  })),
);

/** Testimonials loading: a reviewer's initials and two lines (antd's Skeleton with an avatar). */
function TestimonialsLoading() {
  return (
    <div className={styles.loading} aria-busy="true">
      <SkeletonBlock width={40} height={40} round />
      <SkeletonLines count={2} />
    </div>
  );
}

/** Spec section 6: guests must log in to see testimonials; nothing about them is fetched. */
function GuestTestimonialsCard() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { pathname, search } = useLocation();
  return (
    <div className={styles.guestCard}>
      <span className={styles.guestIcon} aria-hidden="true">
        <LockOutlined />
      </span>
      <div className={styles.guestText}>
        <strong>{t('publicProfile.testimonials.guestTitle')}</strong>
        <p className={publicProfileStyles.muted}>{t('publicProfile.testimonials.guestBody')}</p>
      </div>
      <ActionLink to={href('login', { redirect: pathname + search })} variant="primary">
        {t('publicProfile.testimonials.login')}
      </ActionLink>
    </div>
  );
}

function SignedInTestimonials({ profile, market }: { profile: PublicProfile; market: CountryCode }) {
  const { t } = useTranslation();
  const [{ data, error, fetching }, refetch] = useQuery({
    query: PublicProfileTestimonialsDocument,
    variables: { token: profile.userCode, limit: TESTIMONIAL_LIST_MAX },
  });
  if (!data && fetching) return <TestimonialsLoading />;
  if (!data) {
    return (
      <div className={styles.failed} role="alert">
        <ExclamationCircleFilled aria-hidden="true" className={styles.failedIcon} />
        <span className={styles.failedText}>{describeError(error).message}</span>
        <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>{t('common.tryAgain')}</Button>
      </div>
    );
  }
  const testimonials = presentItems(data.getTestimonialListByToken);
  if (testimonials.length === 0) {
    return (
      <div className={styles.emptyTestimonials}>
        <p className={publicProfileStyles.muted}>{t('publicProfile.testimonials.empty')}</p>
        {profile.isOwner && (
          <ShareButton
            data={{
              title: t('testimonials.form.titleFor', { name: `${profile.firstName} ${profile.lastName}` }),
              url: addTestimonialsLink(market, profile, window.location.origin),
            }}
          >
            {t('publicProfile.testimonials.askOwner')}
          </ShareButton>
        )}
      </div>
    );
  }
  return (
    <WhenNearView placeholder={<TestimonialsLoading />}>
      <Suspense fallback={<TestimonialsLoading />}>
        <TestimonialList
          testimonials={testimonials}
          market={market}
          tutorName={`${profile.firstName} ${profile.lastName}`}
          canReply={profile.isOwner}
        />
      </Suspense>
    </WhenNearView>
  );
}

export function TestimonialsSection({ profile, market }: { profile: PublicProfile; market: CountryCode }) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  return (
    <ProfileSection
      id="testimonials"
      title={t('publicProfile.sections.testimonials')}
      icon={<MessageOutlined />}
      extra={
        profile.testimonialCount > 0 ? (
          <span className={styles.sectionCount}>
            {t('publicProfile.testimonialCount', { count: profile.testimonialCount })}
          </span>
        ) : undefined
      }
    >
      {isSignedIn ? <SignedInTestimonials profile={profile} market={market} /> : <GuestTestimonialsCard />}
    </ProfileSection>
  );
}
