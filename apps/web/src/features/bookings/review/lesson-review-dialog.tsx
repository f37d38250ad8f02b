import { zodResolver } from '@hookform/resolvers/zod';
import { TEXT_LIMIT, reviewLessonSchema } from '@ajar/domain';
import { Button, Input, Modal, Rate } from 'antd';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useMutation } from 'urql';
import type { z } from 'zod';
import { ReviewLessonDocument } from '../../../gql/graphql';
import { showSuccess } from '../../../shared/feedback/toast';
import { applyServerErrors, type FormError } from '../../../shared/forms/apply-server-errors';
import { FormAlert } from '../../../shared/forms/form-alert';
import { FormField } from '../../../shared/forms/form-field';
import { FormFrame } from '../../../shared/forms/form-frame';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './lesson-review-dialog.module.css';

/** The lesson being reviewed, as the dialog names it. */
export interface LessonToReviewRef {
  readonly bookingPvid: string;
  readonly tutorName: string;
  readonly subject: string;
}

const formSchema = reviewLessonSchema.omit({ bookingPvid: true });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;
const FIELDS = ['rating', 'comment'] as const;

interface LessonReviewDialogProps {
  readonly lesson: LessonToReviewRef | null;
  readonly onClose: () => void;
  /** After the review is published. */
  readonly onReviewed: () => void;
}

/** Rate and review a lesson you had: published at once on the tutor's profile as a verified lesson. */
export function LessonReviewDialog({ lesson, onClose, onReviewed }: LessonReviewDialogProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<FormError | null>(null);
  const [, review] = useMutation(ReviewLessonDocument);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { rating: 0, comment: '' },
  });
  const rating = useController({ control, name: 'rating' });
  const comment = useController({ control, name: 'comment' });

  const close = () => {
    setFormError(null);
    reset();
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    if (!lesson) return;
    setFormError(null);
    const result = await review({ bookingPvid: lesson.bookingPvid, ...values });
    if (result.error) {
      setFormError(applyServerErrors(result.error, setError, FIELDS));
      return;
    }
    showSuccess(t('bookings.review.published'));
    reset();
    onReviewed();
  });

  return (
    <Modal
      open={lesson !== null}
      title={lesson ? t('bookings.review.title', { name: lesson.tutorName }) : ''}
      onCancel={close}
      footer={null}
      destroyOnHidden
    >
      {lesson && (
        <>
          <p>{t('bookings.review.intro', { subject: lesson.subject })}</p>
          <FormAlert message={formError?.message ?? null} />
          <FormFrame onSubmit={submit} label={t('bookings.review.formLabel')}>
            <FormField
              label={t('bookings.review.rating')}
              htmlFor="lesson-review-rating"
              error={rating.fieldState.error}
              required
            >
              <Rate
                id="lesson-review-rating"
                value={rating.field.value}
                onChange={(value) => rating.field.onChange(value)}
                onBlur={rating.field.onBlur}
                className={styles.rate}
                aria-invalid={rating.fieldState.error ? true : undefined}
              />
            </FormField>
            <FormField
              label={t('bookings.review.review')}
              htmlFor="lesson-review-comment"
              error={comment.fieldState.error}
              required
            >
              <Input.TextArea
                id="lesson-review-comment"
                name={comment.field.name}
                ref={comment.field.ref}
                value={comment.field.value}
                onChange={comment.field.onChange}
                onBlur={comment.field.onBlur}
                placeholder={t('bookings.review.placeholder')}
                maxLength={TEXT_LIMIT}
                showCount
                autoSize={{ minRows: 4, maxRows: 10 }}
                aria-invalid={comment.fieldState.error ? true : undefined}
              />
            </FormField>
            <p className={styles.note}>{t('bookings.review.public')}</p>
            <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
              {t('bookings.review.submit')}
            </Button>
          </FormFrame>
        </>
      )}
    </Modal>
  );
}
