import { LockOutlined, MessageOutlined } from '../../../shared/ui/icons';
import { TESTIMONIAL_LIST_MAX, type CountryCode } from '@ajar/domain';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { PublicProfileTestimonialsDocument } from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import { useSession } from '../../../shared/session/use-session';
import { ButtonLink } from '../../../shared/ui/button-link';
import { TestimonialList, addTestimonialsLink } from '../../testimonials';
import type { PublicProfile } from '../public-profile-types';
import styles from './testimonials-section.module.css';
import publicProfileStyles from '../public-profile.module.css';
import { ProfileSection } from './profile-section';
import { ShareButton } from './share-button';
import { presentItems } from '../../../shared/api/present-items';

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
      <ButtonLink to={href('login', { redirect: pathname + search })} type="primary">
        {t('publicProfile.testimonials.login')}
      </ButtonLink>
    </div>
  );
}

function SignedInTestimonials({ profile, market }: { profile: PublicProfile; market: CountryCode }) {
  const { t } = useTranslation();
  const [{ data, error, fetching }, refetch] = useQuery({
    query: PublicProfileTestimonialsDocument,
    variables: { token: profile.userCode, limit: TESTIMONIAL_LIST_MAX },
  });
  if (!data && fetching) return <Skeleton avatar active paragraph={{ rows: 2 }} />;
  if (!data) {
    return (
      <Alert
        type="warning"
        showIcon
        title={describeError(error).message}
        action={
          <Button size="small" onClick={() => refetch({ requestPolicy: 'network-only' })}>
            {t('common.tryAgain')}
          </Button>
        }
      />
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
  return <TestimonialList testimonials={testimonials} market={market} />;
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
