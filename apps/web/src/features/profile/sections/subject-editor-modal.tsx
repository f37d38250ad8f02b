import { zodResolver } from '@hookform/resolvers/zod';
import type { CountryCode } from '@ajar/domain';
import { useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { UpdateMySubjectsDocument } from '../../../gql/graphql';
import { EditorModal } from '../components/editor-modal';
import { PriceField } from '../components/fields/price-field';
import { SelectField } from '../components/fields/select-field';
import { subjectFormSchema, type SubjectFormValues } from '../forms/subject-form';
import { usePriceSuggestion, useSubjectReference } from '../hooks/use-reference-lists';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { priceToMajor, priceToMinor } from '../price';
import type { MySubject } from '../profile-types';
import { FieldRows } from './field-rows';
import { failureOf, ItemFormFrame, useItemSave } from './item-form';

const FORM_ID = 'subject-editor';

interface SubjectEditorModalProps {
  readonly open: boolean;
  /** The subject being edited, or null to add one. */
  readonly subject: MySubject | null;
  /** Subjects already on the profile (programmeSubjectPvid), not offered again when adding. */
  readonly taken: readonly string[];
  readonly country: CountryCode;
  readonly onClose: () => void;
}

export function SubjectEditorModal(props: SubjectEditorModalProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  return (
    <EditorModal
      open={props.open}
      title={t(props.subject ? 'profile.subjects.editTitle' : 'profile.subjects.addTitle')}
      formId={FORM_ID}
      saving={saving}
      onCancel={props.onClose}
      width={640}
    >
      <SubjectForm {...props} onSaving={setSaving} />
    </EditorModal>
  );
}

/** The subject form: one subject, its levels and a price for each (values sent in minor units). */
export function SubjectForm({
  subject,
  taken,
  country,
  onClose,
  onSaving,
}: SubjectEditorModalProps & { onSaving: (saving: boolean) => void }) {
  const { t } = useTranslation();
  const reference = useSubjectReference(country);
  const suggestion = usePriceSuggestion(country);
  const [, updateSubjects] = useProfileMutation(UpdateMySubjectsDocument);
  const form = useForm<SubjectFormValues>({
    resolver: zodResolver(subjectFormSchema(country)),
    defaultValues: {
      programmeSubjectPvid: subject?.programmeSubjectPvid ?? '',
      levels: subject
        ? subject.levels.map((level) => ({
            programmeLevelPvid: level.programmeLevelPvid,
            price: priceToMajor(level.pricePerHour, country),
          }))
        : [{ programmeLevelPvid: '', price: null }],
    },
  });
  const { control, formState } = form;
  const levels = useFieldArray({ control, name: 'levels' });
  const levelsError = formState.errors.levels?.root ?? formState.errors.levels;

  const { formError, onSubmit } = useItemSave(form, { onClose, onSaving }, async (values) =>
    failureOf(
      await updateSubjects({
        list: [
          {
            programmeSubjectPvid: values.programmeSubjectPvid,
            levels: values.levels.map((level) => ({
              programmeLevelPvid: level.programmeLevelPvid,
              pricePerHour: priceToMinor(level.price, country) ?? 0,
            })),
          },
        ],
      }),
      subjectFormField,
    ),
  );

  const subjectOptions = reference.subjectOptions.filter(
    (option) => option.value === subject?.programmeSubjectPvid || !taken.includes(option.value),
  );

  return (
    <ItemFormFrame
      id={FORM_ID}
      label={t('profile.sections.subjects')}
      formError={formError}
      onSubmit={onSubmit}
    >
      <SelectField
        control={control}
        name="programmeSubjectPvid"
        label={t('profile.subjects.subject')}
        placeholder={t('profile.subjects.subjectPlaceholder')}
        options={subjectOptions}
        loading={reference.fetching}
        required
      />
      <FieldRows
        label={t('profile.subjects.levels')}
        extra={t('profile.subjects.levelsHint')}
        errorMessage={levelsError?.message}
        rows={levels.fields}
        renderRow={(index) => (
          <>
            <SelectField
              control={control}
              name={`levels.${index}.programmeLevelPvid`}
              label={t('profile.subjects.level')}
              placeholder={t('profile.subjects.levelPlaceholder')}
              options={reference.levelOptions}
              loading={reference.fetching}
              required
            />
            <PriceField
              control={control}
              name={`levels.${index}.price`}
              country={country}
              label={t('profile.price.label')}
              suggestion={index === 0 ? suggestion : null}
              compact={index > 0}
            />
          </>
        )}
        removeLabel={t('profile.subjects.removeLevel')}
        onRemove={(index) => levels.remove(index)}
        addLabel={t('profile.subjects.addLevel')}
        onAdd={() => levels.append({ programmeLevelPvid: '', price: null })}
      />
    </ItemFormFrame>
  );
}

/** Where a server field error of updateSubject goes: `list.0.levels.1.pricePerHour` → `levels.1.price`. */
function subjectFormField(field: string): FieldPath<SubjectFormValues> | null {
  const match = /^list\.0\.(?:levels\.(\d+)\.)?(\w+)$/.exec(field);
  if (!match) return null;
  const [, index, name] = match;
  if (index === undefined) return name === 'programmeSubjectPvid' ? 'programmeSubjectPvid' : null;
  const formName = name === 'pricePerHour' ? 'price' : 'programmeLevelPvid';
  return `levels.${index}.${formName}` as FieldPath<SubjectFormValues>;
}
