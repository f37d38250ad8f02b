import { HomeOutlined, MailOutlined } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { ButtonLink } from '../../../shared/ui/button-link';
import { AccountResult, emailFromState } from '../../account';

/** Spec section 4: a testimonial shows only once the reviewer confirms it from the email. */
export function AddTestimonialSuccessPage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const email = emailFromState(useLocation().state);
  return (
    <AccountResult
      status="success"
      icon={<MailOutlined />}
      title={t('testimonials.success.title')}
      body={
        <p>{email ? t('testimonials.success.body', { email }) : t('testimonials.success.bodyNoEmail')}</p>
      }
      actions={
        <ButtonLink to={href('home')} type="primary" size="large" icon={<HomeOutlined />}>
          {t('common.backHome')}
        </ButtonLink>
      }
    />
  );
}
