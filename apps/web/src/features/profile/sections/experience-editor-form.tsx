import { zodResolver } from '@hookform/resolvers/zod';
import type { CountryCode } from '@ajar/domain';
import { Radio, Select } from 'antd';
import { useController, useFieldArray, useForm, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuery } from 'urql';
import type { TutorKind } from '../../../gql/graphql';
import {
  EditorCounsellingOptionsDocument,
  EditorNonAcademicOptionsDocument,
  UpdateMyExperienceDocument,
} from '../../../gql/graphql';
import { FormField } from '../../../shared/forms/form-field';
import { TextField } from '../../../shared/forms/text-field';
import { AutoCompleteField } from '../components/fields/autocomplete-field';
import { CheckboxField } from '../components/fields/checkbox-field';
import { EXPERIENCE_TYPES, experienceFormSchema, type ExperienceFormValues } from '../forms/experience-form';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { useSubjectReference } from '../hooks/use-reference-lists';
import type { MyExperience } from '../profile-types';
import { DateRangeFields } from './date-range-fields';
import { FieldRows } from './field-rows';
import { failureOf, ItemFormFrame, useItemSave } from './item-form';
import type { ItemFormProps } from './list-section-editor';
import styles from './section-form.module.css';

export const EXPERIENCE_FORM_ID = 'experience-editor';
const LEVEL_SEPARATOR = '\u0000';

type ExperienceType = (typeof EXPERIENCE_TYPES)[number];

interface ExperienceFormProps extends ItemFormProps<MyExperience> {
  readonly country: CountryCode;
  readonly tutorKind: TutorKind | null;
}

/** The type a new experience starts with: what this tutor mostly teaches. */
function defaultType(kind: TutorKind | null): ExperienceType {
  if (kind === 'LIFELONG') return 'NON_ACADEMIC';
  if (kind === 'COUNSELLING') return 'COUNSELLING';
  return 'ACADEMIC';
}

/** One experience: its type, where, when, and the subjects taught there. */
export function ExperienceForm({ entry, country, tutorKind, ...dialog }: ExperienceFormProps) {
  const { t } = useTranslation();
  const [, update] = useProfileMutation(UpdateMyExperienceDocument);
  const form = useForm<ExperienceFormValues>({
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
  const { control, formState } = form;
  const subjects = useFieldArray({ control, name: 'subjects' });
  const type = form.watch('type');
  const names = useSubjectNames(type, country);
  const subjectsError = formState.errors.subjects?.root ?? formState.errors.subjects;

  const { formError, onSubmit } = useItemSave(form, dialog, async (values) => {
    const item = {
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
    };
    return failureOf(await update({ list: [item] }), (field) => {
      const match = /^list\.0\.(.+)$/.exec(field);
      return (match?.[1] ?? null) as FieldPath<ExperienceFormValues> | null;
    });
  });

  return (
    <ItemFormFrame
      id={EXPERIENCE_FORM_ID}
      label={t('profile.sections.experience')}
      formError={formError}
      onSubmit={onSubmit}
    >
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
      <DateRangeFields
        control={control}
        labels={{
          from: t('profile.experience.from'),
          to: t('profile.experience.to'),
          present: t('profile.experience.currentlyWorking'),
        }}
      />
      <FieldRows
        label={t('profile.experience.subjects')}
        errorMessage={subjectsError?.message}
        rows={subjects.fields}
        renderRow={(index) => (
          <>
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
          </>
        )}
        removeLabel={t('profile.experience.removeSubject')}
        onRemove={(index) => subjects.remove(index)}
        addLabel={t('profile.experience.addSubject')}
        onAdd={() => subjects.append({ name: '', level: null, curriculum: null })}
      />
    </ItemFormFrame>
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
