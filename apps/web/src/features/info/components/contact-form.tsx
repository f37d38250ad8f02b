import { CheckCircleFilled } from '../../../shared/ui/icons';
import {
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  TEXT_LIMIT,
  type ContactMessage,
  type ContactMessageInput,
} from '@ajar/domain';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useMutation } from 'urql';
import { SendContactMessageDocument } from '../../../gql/graphql';
import { applyServerErrors, type FormError } from '../../../shared/forms/apply-server-errors';
import { FormAlert } from '../../../shared/forms/form-alert';
import { FormFrame } from '../../../shared/forms/form-frame';
import { TextField } from '../../../shared/forms/text-field';
import { useCountry } from '../../../shared/market/country-context';
import { Button } from '../../../shared/ui/button';
import styles from './contact-form.module.css';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** zod and the domain's schema (the API's own checks) load when the form is first used, not with the page. */
const loadResolver = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@ajar/domain/validation/contact-schema')]).then(
    ([{ zodResolver }, { contactMessageSchema }]) => zodResolver(contactMessageSchema),
  );
let resolverLoad: ReturnType<typeof loadResolver> | null = null;
const prepareResolver = () => (resolverLoad ??= loadResolver());
const contactResolver: Resolver<ContactMessageInput, unknown, ContactMessage> = async (...args) =>
  (await prepareResolver())(...args);

interface ContactFormProps {
  /** A subject to start with (a link such as /contact?subject=Careers). */
  readonly initialSubject?: string;
}

/** The contact page's form: checked as the API checks it, then mailed to the support team. */
export function ContactForm({ initialSubject = '' }: ContactFormProps) {
  const { t } = useTranslation();
  const country = useCountry();
  const [, send] = useMutation(SendContactMessageDocument);
  const [formError, setFormError] = useState<FormError | null>(null);
  const [sent, setSent] = useState(false);
  const empty = { name: '', email: '', subject: initialSubject.slice(0, CONTACT_SUBJECT_MAX), message: '' };
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: contactResolver,
    defaultValues: empty,
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await send({ ...values, country });
    if (result.data?.sendContactMessage.success) setSent(true);
    else setFormError(applyServerErrors(result.error, setError, FIELDS));
  });

  if (sent)
    return (
      <div className={styles.card} role="status">
        <CheckCircleFilled className={styles.sentIcon} aria-hidden="true" />
        <h2 className={styles.title}>{t('info.contact.sentTitle')}</h2>
        <p className={styles.sentBody}>{t('messages.contactMessageSent')}</p>
        <Button
          onClick={() => {
            reset({ ...empty, subject: '' });
            setSent(false);
          }}
        >
          {t('info.contact.sendAnother')}
        </Button>
      </div>
    );

  return (
    <div className={styles.card} onFocus={() => void prepareResolver()}>
      <h2 className={styles.title} id="contact-form-title">
        {t('info.contact.formTitle')}
      </h2>
      <FormAlert message={formError?.message ?? null} />
      <FormFrame onSubmit={submit} label={t('info.contact.formTitle')}>
        <div className={styles.pair}>
          <TextField
            control={control}
            name="name"
            label={t('info.contact.name')}
            autoComplete="name"
            maxLength={CONTACT_NAME_MAX}
            required
          />
          <TextField
            control={control}
            name="email"
            type="email"
            label={t('info.contact.email')}
            autoComplete="email"
            required
          />
        </div>
        <TextField
          control={control}
          name="subject"
          label={t('info.contact.subject')}
          placeholder={t('info.contact.subjectPlaceholder')}
          maxLength={CONTACT_SUBJECT_MAX}
          required
        />
        <TextField
          control={control}
          name="message"
          label={t('info.contact.message')}
          placeholder={t('info.contact.messagePlaceholder')}
          maxLength={TEXT_LIMIT}
          multiline
          required
        />
        <Button variant="primary" type="submit" size="large" loading={isSubmitting} block>
          {t('info.contact.send')}
        </Button>
      </FormFrame>
    </div>
  );
}
