import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DeleteMyEducationDocument, UpdateMyEducationDocument } from '../../../gql/graphql';
import { TextField } from '../../../shared/forms/text-field';
import { dateRangeText } from '../date-range';
import { educationFormSchema, type EducationFormValues } from '../forms/education-form';
import { firstItemField } from '../forms/place-server-errors';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import type { MyEducation, MyProfile } from '../profile-types';
import { DateRangeFields } from './date-range-fields';
import { failureOf, ItemFormFrame, useItemSave } from './item-form';
import { ListSectionEditor, type ItemFormProps } from './list-section-editor';
import styles from '../components/profile-editor.module.css';

const FORM_ID = 'education-editor';

interface EducationSectionProps {
  readonly profile: MyProfile;
}

/** Schools and colleges (updateEducation, deleteEducation). */
export function EducationSection({ profile }: EducationSectionProps) {
  const { t } = useTranslation();
  return (
    <ListSectionEditor
      name="education"
      profile={profile}
      renderItem={(entry) => (
        <div className={styles.timelineText}>
          <h3 className={styles.itemTitle}>{entry.institution}</h3>
          <p className={styles.itemMeta}>{dateRangeText(t, entry)}</p>
        </div>
      )}
      nameOf={(entry) => entry.institution}
      deleteDocument={DeleteMyEducationDocument}
      formId={FORM_ID}
      renderForm={(props) => <EducationForm {...props} />}
    />
  );
}

function EducationForm({ entry, ...dialog }: ItemFormProps<MyEducation>) {
  const { t } = useTranslation();
  const [, update] = useProfileMutation(UpdateMyEducationDocument);
  const form = useForm<EducationFormValues>({
    resolver: zodResolver(educationFormSchema),
    defaultValues: {
      institution: entry?.institution ?? '',
      fromDate: entry?.fromDate ?? null,
      toDate: entry?.toDate ?? null,
      isPresent: entry?.isPresent ?? false,
    },
  });
  const { formError, onSubmit } = useItemSave(form, dialog, async (values) => {
    const item = {
      pvid: entry?.pvid,
      institution: values.institution,
      fromDate: values.fromDate ?? '',
      toDate: values.isPresent ? null : values.toDate,
      isPresent: values.isPresent,
    };
    return failureOf(
      await update({ list: [item] }),
      (field) => firstItemField(field) as FieldPath<EducationFormValues> | null,
    );
  });

  return (
    <ItemFormFrame
      id={FORM_ID}
      label={t('profile.sections.education')}
      formError={formError}
      onSubmit={onSubmit}
    >
      <TextField
        control={form.control}
        name="institution"
        label={t('profile.education.institution')}
        placeholder={t('profile.education.institutionPlaceholder')}
        required
      />
      <DateRangeFields
        control={form.control}
        labels={{
          from: t('profile.education.joined'),
          to: t('profile.education.resigned'),
          present: t('profile.education.currentlyStudying'),
        }}
      />
    </ItemFormFrame>
  );
}
