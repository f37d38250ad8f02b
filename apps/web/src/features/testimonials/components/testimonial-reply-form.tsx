import { TESTIMONIAL_REPLY_MAX } from '@ajar/domain';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { ReplyToTestimonialDocument } from '../../../gql/graphql';
import { describeError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import styles from './testimonial-reply.module.css';

/**
 * The tutor's one reply under a testimonial: a button that opens a text box. The list asks again after
 * the mutation (urql's cache drops answers holding a Testimonial), so the reply then shows in its place.
 */
export function TestimonialReplyForm({ testimonialId }: { testimonialId: string }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, send] = useMutation(ReplyToTestimonialDocument);

  if (!open) {
    return (
      <Button className={styles.open} onClick={() => setOpen(true)}>
        {t('testimonials.list.reply')}
      </Button>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (reply.trim() === '') {
      setError(t('testimonials.list.replyRequired'));
      return;
    }
    const result = await send({ testimonialId, reply });
    if (result.error) setError(describeError(result.error).message);
    else showSuccess(t('testimonials.list.replied'));
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <label htmlFor={fieldId} className={styles.label}>
        {t('testimonials.list.replyLabel')}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={reply}
        maxLength={TESTIMONIAL_REPLY_MAX}
        rows={3}
        placeholder={t('testimonials.list.replyPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        onChange={(event) => setReply(event.target.value)}
      />
      {error && (
        <p id={`${fieldId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p className={styles.hint}>{t('testimonials.list.replyOnce')}</p>
      <div className={styles.actions}>
        <Button onClick={() => setOpen(false)} disabled={fetching}>
          {t('testimonials.list.replyCancel')}
        </Button>
        <Button variant="primary" type="submit" loading={fetching}>
          {t('testimonials.list.replySend')}
        </Button>
      </div>
    </form>
  );
}
