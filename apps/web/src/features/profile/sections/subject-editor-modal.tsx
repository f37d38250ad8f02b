import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CountryCode } from '@ajar/domain';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UpdateMySubjectsDocument } from '../../../gql/graphql';
import { showSuccess } from '../../../shared/feedback/toast';
import type { FormError } from '../../../shared/forms/apply-server-errors';
import { FormFrame } from '../../../shared/forms/form-frame';
import { translateFormMessage } from '../../../shared/forms/translate-form-message';
import { FormAlert } from '../../account/components/form-alert';
import { EditorModal } from '../components/editor-modal';
import { PriceField } from '../components/fields/price-field';
import { SelectField } from '../components/fields/select-field';
import { placeServerErrors } from '../forms/place-server-errors';
import { subjectFormSchema, type SubjectFormValues } from '../forms/subject-form';
import { usePriceSuggestion, useSubjectReference } from '../hooks/use-reference-lists';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { priceToMajor, priceToMinor } from '../price';
import type { MySubject } from '../profile-types';
import styles from '../components/profile-editor.module.css';

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
  const [formError, setFormError] = useState<FormError | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<SubjectFormValues>({
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
  const levels = useFieldArray({ control, name: 'levels' });
  const levelsError = formState.errors.levels?.root ?? formState.errors.levels;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    onSaving(true);
    const result = await updateSubjects({
      list: [
        {
          programmeSubjectPvid: values.programmeSubjectPvid,
          levels: values.levels.map((level) => ({
            programmeLevelPvid: level.programmeLevelPvid,
            pricePerHour: priceToMinor(level.price, country) ?? 0,
          })),
        },
      ],
    });
    onSaving(false);
    if (result.error) {
      setFormError(
        placeServerErrors(result.error, setError, (field) => {
          const match = /^list\.0\.(?:levels\.(\d+)\.)?(\w+)$/.exec(field);
          if (!match) return null;
          const [, index, name] = match;
          if (index === undefined) return name === 'programmeSubjectPvid' ? 'programmeSubjectPvid' : null;
          const formName = name === 'pricePerHour' ? 'price' : 'programmeLevelPvid';
          return `levels.${index}.${formName}` as FieldPath<SubjectFormValues>;
        }),
      );
      return;
    }
    showSuccess(t('profile.common.saved'));
    onClose();
  });

  const subjectOptions = reference.subjectOptions.filter(
    (option) => option.value === subject?.programmeSubjectPvid || !taken.includes(option.value),
  );

  return (
    <>
      <FormAlert message={formError?.message ?? null} />
      <FormFrame id={FORM_ID} onSubmit={onSubmit} label={t('profile.sections.subjects')}>
        <SelectField
          control={control}
          name="programmeSubjectPvid"
          label={t('profile.subjects.subject')}
          placeholder={t('profile.subjects.subjectPlaceholder')}
          options={subjectOptions}
          loading={reference.fetching}
          required
        />
        <Form.Item
          label={t('profile.subjects.levels')}
          required
          validateStatus={levelsError?.message ? 'error' : undefined}
          help={translateFormMessage(t, levelsError?.message)}
          extra={t('profile.subjects.levelsHint')}
        >
          <ol className={styles.levelEditor}>
            {levels.fields.map((row, index) => (
              <li key={row.id} className={styles.levelEditorRow}>
                <div className={styles.levelEditorFields}>
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
                </div>
                {levels.fields.length > 1 && (
                  <Button
                    type="text"
                    danger
                    icon={<MinusCircleOutlined />}
                    aria-label={t('profile.subjects.removeLevel')}
                    title={t('profile.subjects.removeLevel')}
                    onClick={() => levels.remove(index)}
                  />
                )}
              </li>
            ))}
          </ol>
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            onClick={() => levels.append({ programmeLevelPvid: '', price: null })}
          >
            {t('profile.subjects.addLevel')}
          </Button>
        </Form.Item>
      </FormFrame>
    </>
  );
}
