import { CloseOutlined } from '../../../shared/ui/icons';
import { Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { AddTestimonialDocument, TestimonialTutorDocument } from '../../../gql/graphql';
import { AccountResult } from '../../account';
import { TutorAvatar } from '../../../shared/profile/tutor-avatar';
import { TestimonialForm, type SubmitFailure } from '../components/testimonial-form';
import type { TestimonialFormValues } from '../testimonial-form-schema';
import styles from './testimonial-pages.module.css';

/** Who the testimonial is for, when the link names the tutor (`?tutor=<profile token>`). */
function useTutor(token: string | null) {
  const [{ data, fetching }] = useQuery({
    query: TestimonialTutorDocument,
    variables: { code: token ?? '' },
    pause: !token,
  });
  return { tutor: data?.getProfile ?? null, loading: Boolean(token) && fetching && !data };
}

/** Spec section 2: profile/add_testimonials?code=<referral code>&tutor=<profile token>, open to anyone. */
export function AddTestimonialPage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const referralCode = search.get('code');
  const { tutor, loading } = useTutor(search.get('tutor'));
  const [, addTestimonial] = useMutation(AddTestimonialDocument);

  if (!referralCode) {
    return (
      <AccountResult
        status="error"
        icon={<CloseOutlined />}
        title={t('testimonials.missingCode.title')}
        body={<p>{t('testimonials.missingCode.body')}</p>}
      />
    );
  }

  const tutorName = tutor ? `${tutor.firstName} ${tutor.lastName}` : null;
  const subjects = (tutor?.subjectList ?? []).map((subject) => ({
    value: subject.programmeSubjectPvid,
    label: subject.name,
  }));

  const onSubmit = async (values: TestimonialFormValues): Promise<SubmitFailure | null> => {
    const result = await addTestimonial({
      referralCode,
      rating: values.rating,
      comment: values.comment,
      email: values.email,
      name: values.name,
      programmeSubjectPvid: values.programmeSubjectPvid || undefined,
    });
    const outcome = result.data?.addTestimonial;
    if (outcome?.success) {
      void navigate(href('addTestimonialSuccess'), { state: { email: values.email } });
      return null;
    }
    return outcome ? { message: outcome.message } : { error: result.error };
  };

  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <header className={styles.head}>
          {loading && <Skeleton avatar active paragraph={false} />}
          {tutor && tutorName && (
            <div className={styles.tutor}>
              <TutorAvatar src={tutor.avatar} initials={tutor.initialName} name={tutorName} size={56} />
              <div>
                <span className={styles.tutorLabel}>{t('testimonials.form.tutorLabel')}</span>
                <strong className={styles.tutorName}>{tutorName}</strong>
              </div>
            </div>
          )}
          <h1 className={styles.title}>
            {tutorName ? t('testimonials.form.titleFor', { name: tutorName }) : t('testimonials.form.title')}
          </h1>
          <p className={styles.subtitle}>{t('testimonials.form.subtitle')}</p>
        </header>
        <TestimonialForm subjects={subjects} onSubmit={onSubmit} />
      </div>
    </section>
  );
}
