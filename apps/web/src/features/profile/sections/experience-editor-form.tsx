import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CountryCode } from '@ajar/domain';
import { Button, Form, Radio, Select } from 'antd';
import { useState } from 'react';
import { useController, useFieldArray, useForm, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { TutorKind } from '../../../gql/graphql';
import {
  EditorCounsellingOptionsDocument,
  EditorNonAcademicOptionsDocument,
  UpdateMyExperienceDocument,
} from '../../../gql/graphql';
import { showSuccess } from '../../../shared/feedback/toast';
import type { FormError } from '../../../shared/forms/apply-server-errors';
import { FormField } from '../../../shared/forms/form-field';
import { FormFrame } from '../../../shared/forms/form-frame';
import { TextField } from '../../../shared/forms/text-field';
import { translateFormMessage } from '../../../shared/forms/translate-form-message';
import { FormAlert } from '../../account/components/form-alert';
import { EditorModal } from '../components/editor-modal';
import { AutoCompleteField } from '../components/fields/autocomplete-field';
import { CheckboxField } from '../components/fields/checkbox-field';
import { MonthYearField } from '../components/fields/month-year-field';
import { EXPERIENCE_TYPES, experienceFormSchema, type ExperienceFormValues } from '../forms/experience-form';
import { placeServerErrors } from '../forms/place-server-errors';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { useSubjectReference } from '../hooks/use-reference-lists';
import type { MyExperience } from '../profile-types';
import styles from '../components/profile-editor.module.css';

const FORM_ID = 'experience-editor';
const LEVEL_SEPARATOR = '\u0000';

type ExperienceType = (typeof EXPERIENCE_TYPES)[number];

interface ExperienceModalProps {
  readonly open: boolean;
  readonly entry: MyExperience | null;
  readonly country: CountryCode;
  readonly tutorKind: TutorKind | null;
  readonly onClose: () => void;
}

/** The type a new experience starts with: what this tutor mostly teaches. */
function defaultType(kind: TutorKind | null): ExperienceType {
  if (kind === 'LIFELONG') return 'NON_ACADEMIC';
  if (kind === 'COUNSELLING') return 'COUNSELLING';
  return 'ACADEMIC';
}

export function ExperienceModal(props: ExperienceModalProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  return (
    <EditorModal
      open={props.open}
      title={t(props.entry ? 'profile.experience.editTitle' : 'profile.experience.addTitle')}
      formId={FORM_ID}
      saving={saving}
      onCancel={props.onClose}
      width={640}
    >
      <ExperienceForm {...props} onSaving={setSaving} />
    </EditorModal>
  );
}

function ExperienceForm({
  entry,
  country,
  tutorKind,
  onClose,
  onSaving,
}: ExperienceModalProps & { onSaving: (saving: boolean) => void }) {
  const { t } = useTranslation();
  const [, update] = useProfileMutation(UpdateMyExperienceDocument);
  const [formError, setFormError] = useState<FormError | null>(null);
  const { control, handleSubmit, setError, watch, formState } = useForm<ExperienceFormValues>({
    resolver: zodResolver(experienceFormSchema),
    defaultValues: {
      type: entry?.type ?? defaultType(tutorKind),
      institution: entry?.institution ?? '',
      fromDate: entry?.fromDate ?? null,
      toDate: entry?.toDate ?? null,
      isPresent: entry?.isPresent ?? false,
      isPrivateTutor: entry?.isPrivateTutor ?? false,
      subjects: entry?.subjects.map((subject) => ({
        pvid: subject.pvid,
        name: subject.name,
        level: subject.level,
        curriculum: subject.curriculum,
      })) ?? [{ name: '', level: null, curriculum: null }],
    },
  });
  const subjects = useFieldArray({ control, name: 'subjects' });
  const type = watch('type');
  const isPresent = watch('isPresent');
  const names = useSubjectNames(type, country);
  const subjectsError = formState.errors.subjects?.root ?? formState.errors.subjects;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    onSaving(true);
    const result = await update({
      list: [
        {
          pvid: entry?.pvid,
          type: values.type,
          institution: values.institution,
          fromDate: values.fromDate ?? '',
          toDate: values.isPresent ? null : values.toDate,
          isPresent: values.isPresent,
          isPrivateTutor: values.isPrivateTutor,
          subjects: values.subjects.map((subject) => ({
            name: subject.name,
            level: values.type === 'ACADEMIC' ? subject.level : null,
            curriculum: values.type === 'ACADEMIC' ? subject.curriculum : null,
          })),
        },
      ],
    });
    onSaving(false);
    if (result.error) {
      setFormError(
        placeServerErrors(result.error, setError, (field) => {
          const match = /^list\.0\.(.+)$/.exec(field);
          return (match?.[1] ?? null) as FieldPath<ExperienceFormValues> | null;
        }),
      );
      return;
    }
    showSuccess(t('profile.common.saved'));
    onClose();
  });

  return (
    <>
      <FormAlert message={formError?.message ?? null} />
      <FormFrame id={FORM_ID} onSubmit={onSubmit} label={t('profile.sections.experience')}>
        <TypeField control={control} />
        <TextField
          control={control}
          name="institution"
          label={t('profile.experience.institution')}
          placeholder={t('profile.experience.institutionPlaceholder')}
          required
        />
        <CheckboxField control={control} name="isPrivateTutor">
          {t('profile.experience.privateTutorQuestion')}
        </CheckboxField>
        <div className={styles.formGrid}>
          <MonthYearField control={control} name="fromDate" label={t('profile.experience.from')} required />
          <MonthYearField
            control={control}
            name="toDate"
            label={t('profile.experience.to')}
            disabled={isPresent}
            required={!isPresent}
          />
        </div>
        <CheckboxField control={control} name="isPresent">
          {t('profile.experience.currentlyWorking')}
        </CheckboxField>
        <Form.Item
          label={t('profile.experience.subjects')}
          required
          validateStatus={subjectsError?.message ? 'error' : undefined}
          help={translateFormMessage(t, subjectsError?.message)}
        >
          <ol className={styles.levelEditor}>
            {subjects.fields.map((row, index) => (
              <li key={row.id} className={styles.levelEditorRow}>
                <div className={styles.levelEditorFields}>
                  <AutoCompleteField
                    control={control}
                    name={`subjects.${index}.name`}
                    label={t('profile.experience.subject')}
                    placeholder={t('profile.experience.subjectPlaceholder')}
                    options={names.subjects}
                    maxLength={120}
                    required
                  />
                  {type === 'ACADEMIC' && (
                    <LevelField control={control} index={index} options={names.levelOptions} />
                  )}
                </div>
                {subjects.fields.length > 1 && (
                  <Button
                    type="text"
                    danger
                    icon={<MinusCircleOutlined />}
                    aria-label={t('profile.experience.removeSubject')}
                    title={t('profile.experience.removeSubject')}
                    onClick={() => subjects.remove(index)}
                  />
                )}
              </li>
            ))}
          </ol>
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            onClick={() => subjects.append({ name: '', level: null, curriculum: null })}
          >
            {t('profile.experience.addSubject')}
          </Button>
        </Form.Item>
      </FormFrame>
    </>
  );
}

function TypeField({ control }: { control: Control<ExperienceFormValues> }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'type' });
  return (
    <FormField label={t('profile.experience.type')} required>
      <Radio.Group
        value={field.value}
        onChange={(event) => field.onChange(event.target.value as ExperienceType)}
        optionType="button"
        buttonStyle="solid"
        className={styles.typeRadio}
        options={EXPERIENCE_TYPES.map((value) => ({ value, label: t(`profile.experience.types.${value}`) }))}
      />
    </FormField>
  );
}

interface LevelFieldProps {
  readonly control: Control<ExperienceFormValues>;
  readonly index: number;
  readonly options: { label: string; options: { value: string; label: string }[] }[];
}

/** One Select for the level, which also decides the curriculum (both stored by name). */
function LevelField({ control, index, options }: LevelFieldProps) {
  const { t } = useTranslation();
  const level = useController({ control, name: `subjects.${index}.level` });
  const curriculum = useController({ control, name: `subjects.${index}.curriculum` });
  const value =
    level.field.value && curriculum.field.value
      ? `${curriculum.field.value}${LEVEL_SEPARATOR}${level.field.value}`
      : undefined;
  return (
    <FormField label={t('profile.experience.level')} htmlFor={`field-subjects-${index}-level`}>
      <Select
        id={`field-subjects-${index}-level`}
        value={value}
        allowClear
        placeholder={t('profile.subjects.levelPlaceholder')}
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        onChange={(next: string | undefined) => {
          const [curriculumName = null, levelName = null] = next ? next.split(LEVEL_SEPARATOR) : [];
          level.field.onChange(levelName);
          curriculum.field.onChange(curriculumName);
        }}
        style={{ width: '100%' }}
      />
    </FormField>
  );
}

/** Subject names to suggest for an experience of this type, and academic levels by curriculum. */
function useSubjectNames(type: ExperienceType, country: CountryCode) {
  const academic = useSubjectReference(country, type !== 'ACADEMIC');
  const [counselling] = useQuery({
    query: EditorCounsellingOptionsDocument,
    variables: { country },
    pause: type !== 'COUNSELLING',
  });
  const [nonAcademic] = useQuery({
    query: EditorNonAcademicOptionsDocument,
    variables: { country },
    pause: type !== 'NON_ACADEMIC',
  });
  const levelGroups = new Map<string, { value: string; label: string }[]>();
  for (const level of academic.levels) {
    const group = levelGroups.get(level.curriculumName) ?? [];
    group.push({
      value: `${level.curriculumName}${LEVEL_SEPARATOR}${level.name}`,
      label: `${level.name} · ${level.curriculumName}`,
    });
    levelGroups.set(level.curriculumName, group);
  }
  let subjects: string[] = [];
  if (type === 'ACADEMIC') subjects = academic.subjects.map((subject) => subject.name);
  if (type === 'COUNSELLING')
    subjects = (counselling.data?.getProgrammeSubjectCounselling ?? []).map((s) => s.name);
  if (type === 'NON_ACADEMIC')
    subjects = (nonAcademic.data?.listProfileNonAcademic ?? []).flatMap((category) =>
      category.subNonAcademic.map((sub) => sub.name),
    );
  return {
    subjects: [...new Set(subjects)],
    levelOptions: [...levelGroups.entries()].map(([label, options]) => ({ label, options })),
  };
}
