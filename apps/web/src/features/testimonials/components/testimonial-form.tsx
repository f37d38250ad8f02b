import { MailOutlined, UserOutlined } from '../../../shared/ui/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { TEXT_LIMIT } from '@ajar/domain';
import { Button, Input, Rate, Select } from 'antd';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { applyServerErrors, type FormError } from '../../../shared/forms/apply-server-errors';
import { FormField } from '../../../shared/forms/form-field';
import { FormFrame } from '../../../shared/forms/form-frame';
import { TextField } from '../../../shared/forms/text-field';
import { FormAlert } from '../../../shared/forms/form-alert';
import {
  testimonialFormSchema,
  type TestimonialFormInput,
  type TestimonialFormValues,
} from '../testimonial-form-schema';
import styles from './testimonial-form.module.css';

export type SubmitFailure = { readonly error: unknown } | { readonly message: string };

export interface SubjectOption {
  readonly value: string;
  readonly label: string;
}

interface TestimonialFormProps {
  readonly subjects: readonly SubjectOption[];
  /** Resolves with the failure to show (an API error, or the server's message), or null on success. */
  readonly onSubmit: (values: TestimonialFormValues) => Promise<SubmitFailure | null>;
}

const FIELDS = ['rating', 'comment', 'programmeSubjectPvid', 'email', 'name'] as const;

export function TestimonialForm({ subjects, onSubmit }: TestimonialFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<FormError | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<TestimonialFormInput, unknown, TestimonialFormValues>({
    resolver: zodResolver(testimonialFormSchema),
    defaultValues: { rating: 0, comment: '', programmeSubjectPvid: null, email: '', name: '' },
  });
  const rating = useController({ control, name: 'rating' });
  const comment = useController({ control, name: 'comment' });
  const subject = useController({ control, name: 'programmeSubjectPvid' });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const failure = await onSubmit(values);
    if (failure === null) return;
    if ('message' in failure) setFormError({ message: failure.message, code: -1, messageKey: null });
    else setFormError(applyServerErrors(failure.error, setError, FIELDS));
  });

  return (
    <>
      <FormAlert message={formError?.message ?? null} />
      <FormFrame onSubmit={submit} label={t('testimonials.form.title')}>
        <FormField
          label={t('testimonials.form.rating')}
          htmlFor="field-rating"
          error={rating.fieldState.error}
          required
        >
          <Rate
            id="field-rating"
            value={rating.field.value}
            onChange={(value) => rating.field.onChange(value)}
            onBlur={rating.field.onBlur}
            className={styles.rate}
            aria-invalid={rating.fieldState.error ? true : undefined}
          />
        </FormField>
        <FormField
          label={t('testimonials.form.review')}
          htmlFor="field-comment"
          error={comment.fieldState.error}
          required
        >
          <Input.TextArea
            id="field-comment"
            name={comment.field.name}
            ref={comment.field.ref}
            value={comment.field.value}
            onChange={comment.field.onChange}
            onBlur={comment.field.onBlur}
            placeholder={t('testimonials.form.reviewPlaceholder')}
            maxLength={TEXT_LIMIT}
            showCount
            autoSize={{ minRows: 4, maxRows: 10 }}
            aria-invalid={comment.fieldState.error ? true : undefined}
          />
        </FormField>
        {subjects.length > 0 && (
          <FormField
            label={t('testimonials.form.subject')}
            htmlFor="field-programmeSubjectPvid"
            error={subject.fieldState.error}
          >
            <Select
              id="field-programmeSubjectPvid"
              value={subject.field.value ?? undefined}
              onChange={(value: string | undefined) => subject.field.onChange(value ?? null)}
              onBlur={subject.field.onBlur}
              options={[...subjects]}
              placeholder={t('testimonials.form.subjectPlaceholder')}
              allowClear
            />
          </FormField>
        )}
        <TextField
          control={control}
          name="email"
          type="email"
          label={t('testimonials.form.email')}
          autoComplete="email"
          prefix={<MailOutlined />}
          extra={t('testimonials.form.emailHelp')}
          required
        />
        <TextField
          control={control}
          name="name"
          label={t('testimonials.form.name')}
          autoComplete="name"
          placeholder={t('testimonials.form.namePlaceholder')}
          prefix={<UserOutlined />}
          maxLength={80}
          required
        />
        <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
          {t('testimonials.form.submit')}
        </Button>
      </FormFrame>
    </>
  );
}
