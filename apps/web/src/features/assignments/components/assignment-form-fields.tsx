import {
  ASSIGNMENT_EXPERIENCE_YEARS,
  ASSIGNMENT_JOIN_STUDENTS_MAX,
  TUTOR_GENDER_PREFERENCES,
} from '@ajar/domain';
import { Checkbox, InputNumber, Radio, Select, Switch } from 'antd';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FormField } from '../../../shared/forms/form-field';
import type { AssignmentExperience, AssignmentFormValues } from '../assignment-form';
import { experienceLabel, genderLabel } from '../assignment-labels';
import styles from './assignment-form.module.css';
import assignmentsStyles from '../assignments.module.css';

/* The post-assignment form's inputs that are not plain text: choices, a count, the broadcast switch. */

export function GenderField({ control }: { control: Control<AssignmentFormValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'tutorGender' });
  return (
    <FormField label={t('assignments.post.gender')} error={fieldState.error} required>
      <Radio.Group
        ref={field.ref}
        aria-label={t('assignments.post.gender')}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        optionType="button"
        options={TUTOR_GENDER_PREFERENCES.map((value) => ({ value, label: genderLabel(t, value) }))}
      />
    </FormField>
  );
}

export function ExperienceField({ control }: { control: Control<AssignmentFormValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'tutorExperience' });
  return (
    <FormField
      label={t('assignments.post.experience')}
      htmlFor="field-tutorExperience"
      error={fieldState.error}
    >
      <Select<AssignmentExperience>
        id="field-tutorExperience"
        value={field.value}
        onChange={field.onChange}
        options={ASSIGNMENT_EXPERIENCE_YEARS.map((years) => ({
          value: years,
          label: experienceLabel(t, years),
        }))}
      />
    </FormField>
  );
}

export function JoinFields({ control }: { control: Control<AssignmentFormValues> }) {
  const { t } = useTranslation();
  const join = useController({ control, name: 'isJoin' });
  const count = useController({ control, name: 'joinStudent' });
  const isJoin = join.field.value;
  return (
    <div className={styles.joinRow}>
      <Checkbox
        checked={join.field.value}
        onChange={(event) => {
          join.field.onChange(event.target.checked);
          // Joining means at least one more student.
          if (event.target.checked && count.field.value === null) count.field.onChange(1);
        }}
      >
        {t('assignments.post.isJoin')}
      </Checkbox>
      {isJoin && (
        <FormField
          label={t('assignments.post.joinStudent')}
          htmlFor="field-joinStudent"
          error={count.fieldState.error}
        >
          <InputNumber<number>
            id="field-joinStudent"
            min={1}
            max={ASSIGNMENT_JOIN_STUDENTS_MAX}
            precision={0}
            value={count.field.value}
            onChange={(value) => count.field.onChange(value)}
          />
        </FormField>
      )}
    </div>
  );
}

export function BroadcastField({ control }: { control: Control<AssignmentFormValues> }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'broadcast' });
  return (
    <div className={styles.broadcast}>
      <Switch
        id="field-broadcast"
        checked={field.value}
        onChange={field.onChange}
        aria-describedby="field-broadcast-hint"
      />
      <div>
        <label htmlFor="field-broadcast" className={styles.broadcastLabel}>
          {t('assignments.post.broadcast')}
        </label>
        <p id="field-broadcast-hint" className={assignmentsStyles.muted}>
          {t('assignments.post.broadcastHint')}
        </p>
      </div>
    </div>
  );
}
