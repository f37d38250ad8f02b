import {
  ASSIGNMENT_LOCATION_MAX,
  ASSIGNMENT_TITLE_MAX,
  MESSAGES,
  TEXT_LIMIT,
  assignmentPath,
  formatMoney,
  suggestedAssignmentPriceRange,
  type CountryCode,
} from '@ajar/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { AddPostingAssignmentDocument } from '../../../gql/graphql';
import { readServerError } from '../../../shared/api/server-errors';
import { describeError, showSuccess } from '../../../shared/feedback/toast';
import { FormFrame } from '../../../shared/forms/form-frame';
import { TextField } from '../../../shared/forms/text-field';
import { ButtonLink } from '../../../shared/ui/button-link';
import { FormAlert } from '../../../shared/forms/form-alert';
import {
  emptyAssignmentForm,
  formFieldOf,
  readAssignmentForm,
  type AssignmentFormValues,
} from '../assignment-form';
import styles from './assignment-form.module.css';
import assignmentsStyles from '../assignments.module.css';
import type { ReferenceOption } from '../hooks/use-reference-options';
import { BroadcastField, ExperienceField, GenderField, JoinFields } from './assignment-form-fields';
import { PriceRangeField } from './price-range-field';
import { SelectField } from './select-field';

/**
 * react-hook-form's resolver over the domain schema: the spec's messages under their inputs. The values
 * stay as typed; submitting reads them into the API's input once more (the same pure function).
 */
function assignmentResolver(country: CountryCode): Resolver<AssignmentFormValues> {
  return (values) => {
    const reading = readAssignmentForm(values, country);
    if (reading.ok) return { values, errors: {} };
    const errors: FieldErrors<AssignmentFormValues> = {};
    for (const [field, key] of Object.entries(reading.errors))
      Object.assign(errors, { [field]: { type: 'validate', message: MESSAGES[key] } });
    return { values: {}, errors };
  };
}

interface AssignmentFormProps {
  readonly country: CountryCode;
  readonly subjects: readonly ReferenceOption[];
  readonly curricula: readonly ReferenceOption[];
}

/** Spec section 3's assignment form; posts in the page's market and opens the new assignment. */
export function AssignmentForm({ country, subjects, curricula }: AssignmentFormProps) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const navigate = useNavigate();
  const [, addPostingAssignment] = useMutation(AddPostingAssignmentDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<AssignmentFormValues>({
    resolver: assignmentResolver(country),
    defaultValues: emptyAssignmentForm(country),
  });
  const suggested = suggestedAssignmentPriceRange(country);

  const onSubmit = handleSubmit(async (values) => {
    const reading = readAssignmentForm(values, country);
    if (!reading.ok) return;
    const { input } = reading;
    setFormError(null);
    const result = await addPostingAssignment({ ...input, notes: input.notes ?? null, country });
    const posted = result.data?.addPostingAssignment;
    if (posted) {
      showSuccess(t('messages.assignmentPosted'));
      void navigate(assignmentPath(country, posted));
      return;
    }
    let placed = 0;
    for (const [path, key] of Object.entries(readServerError(result.error).fields)) {
      const field = formFieldOf(path);
      if (!field) continue;
      setError(field, { type: 'server', message: MESSAGES[key] });
      placed += 1;
    }
    if (placed === 0) setFormError(describeError(result.error).message);
  });

  return (
    <section className={assignmentsStyles.card}>
      <FormAlert message={formError} />
      <FormFrame onSubmit={onSubmit} label={t('assignments.post.formLabel')}>
        <TextField
          control={control}
          name="title"
          label={t('assignments.post.titleLabel')}
          placeholder={t('assignments.post.titlePlaceholder')}
          maxLength={ASSIGNMENT_TITLE_MAX}
          required
        />
        <div className={styles.grid}>
          <SelectField
            control={control}
            name="subjectPvid"
            label={t('assignments.post.subject')}
            placeholder={t('assignments.post.subjectPlaceholder')}
            options={subjects}
          />
          <SelectField
            control={control}
            name="curriculumPvid"
            label={t('assignments.post.curriculum')}
            placeholder={t('assignments.post.curriculumPlaceholder')}
            options={curricula}
          />
        </div>
        <div className={styles.grid}>
          <GenderField control={control} />
          <ExperienceField control={control} />
        </div>
        <TextField
          control={control}
          name="location"
          label={t('assignments.post.location')}
          placeholder={t('assignments.post.locationPlaceholder')}
          maxLength={ASSIGNMENT_LOCATION_MAX}
          autoComplete="address-level2"
          required
        />
        <PriceRangeField
          control={control}
          country={country}
          extra={t('assignments.post.suggested', {
            country: t(`countries.${country}`),
            min: formatMoney(suggested.min, country),
            max: formatMoney(suggested.max, country),
          })}
        />
        <TextField
          control={control}
          name="notes"
          label={t('assignments.post.notes')}
          placeholder={t('assignments.post.notesPlaceholder')}
          maxLength={TEXT_LIMIT}
          multiline
        />
        <JoinFields control={control} />
        <BroadcastField control={control} />
        <div className={styles.formActions}>
          <Button type="primary" htmlType="submit" size="large" loading={formState.isSubmitting}>
            {t('assignments.post.submit')}
          </Button>
          <ButtonLink to={href('assignments')} size="large">
            {t('assignments.post.cancel')}
          </ButtonLink>
        </div>
      </FormFrame>
    </section>
  );
}
