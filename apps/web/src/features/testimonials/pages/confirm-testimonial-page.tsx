import { CheckOutlined, CloseOutlined, HomeOutlined, LoadingOutlined } from '../../../shared/ui/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { ConfirmTestimonialDocument } from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import { ButtonLink } from '../../../shared/ui/button-link';
import { AccountResult } from '../../account';

type Outcome = { state: 'pending' } | { state: 'confirmed' } | { state: 'failed'; message: string };

/** The link mailed to a reviewer: profile/add_testimonial/confirm?code=… confirms once, on arrival. */
export function ConfirmTestimonialPage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const [search] = useSearchParams();
  const code = search.get('code');
  const [, confirm] = useMutation(ConfirmTestimonialDocument);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'pending' });
  // The code is single use: StrictMode's second effect run must not spend it twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!code || sentFor.current === code) return;
    sentFor.current = code;
    void confirm({ code }).then((result) => {
      const answer = result.data?.confirmTestimonial;
      if (answer?.success) setOutcome({ state: 'confirmed' });
      else setOutcome({ state: 'failed', message: answer?.message || describeError(result.error).message });
    });
  }, [confirm, code]);

  const shown: Outcome = code ? outcome : { state: 'failed', message: t('testimonials.confirm.missingCode') };
  const home = (
    <ButtonLink to={href('home')} type="primary" size="large" icon={<HomeOutlined />}>
      {t('common.backHome')}
    </ButtonLink>
  );

  if (shown.state === 'pending') {
    return (
      <AccountResult
        status="pending"
        icon={<LoadingOutlined />}
        title={t('testimonials.confirm.pendingTitle')}
        body={<p>{t('testimonials.confirm.pendingBody')}</p>}
      />
    );
  }
  if (shown.state === 'confirmed') {
    return (
      <AccountResult
        status="success"
        icon={<CheckOutlined />}
        title={t('testimonials.confirm.successTitle')}
        body={<p>{t('testimonials.confirm.successBody')}</p>}
        actions={home}
      />
    );
  }
  return (
    <AccountResult
      status="error"
      icon={<CloseOutlined />}
      title={t('testimonials.confirm.failedTitle')}
      body={<p>{shown.message}</p>}
      actions={home}
    />
  );
}
