import { BankOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DeleteMyEducationDocument, UpdateMyEducationDocument } from '../../../gql/graphql';
import { showSuccess } from '../../../shared/feedback/toast';
import type { FormError } from '../../../shared/forms/apply-server-errors';
import { FormFrame } from '../../../shared/forms/form-frame';
import { TextField } from '../../../shared/forms/text-field';
import { FormAlert } from '../../account/components/form-alert';
import { ConfirmDeleteButton } from '../components/confirm-delete-button';
import { EditorModal } from '../components/editor-modal';
import { EmptySection } from '../components/empty-section';
import { CheckboxField } from '../components/fields/checkbox-field';
import { MonthYearField } from '../components/fields/month-year-field';
import { SectionCard } from '../components/section-card';
import { dateRangeText } from '../date-range';
import { educationFormSchema, type EducationFormValues } from '../forms/education-form';
import { firstItemField, placeServerErrors } from '../forms/place-server-errors';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { reportResult } from '../profile-feedback';
import { isSectionDone, isTutorProfile, SECTION_ANCHORS } from '../profile-sections';
import type { MyEducation, MyProfile } from '../profile-types';
import styles from '../components/profile-editor.module.css';

const FORM_ID = 'education-editor';

interface EducationSectionProps {
  readonly profile: MyProfile;
}

/** Schools and colleges (updateEducation, deleteEducation). */
export function EducationSection({ profile }: EducationSectionProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<MyEducation | 'new' | null>(null);
  const [deleting, remove] = useProfileMutation(DeleteMyEducationDocument);
  const entries = profile.education;

  const add = (
    <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      {t('profile.education.add')}
    </Button>
  );
  const list =
    entries.length === 0 ? (
      <EmptySection
        text={t('profile.education.empty')}
        actionLabel={t('profile.education.addFirst')}
        onAction={() => setEditing('new')}
      />
    ) : (
      <ul className={styles.timeline}>
        {entries.map((entry) => (
          <li key={entry.pvid} className={styles.timelineItem}>
            <div className={styles.timelineText}>
              <h3 className={styles.itemTitle}>{entry.institution}</h3>
              <p className={styles.itemMeta}>{dateRangeText(t, entry)}</p>
            </div>
            <div className={styles.itemActions}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={t('profile.common.editItem', { name: entry.institution })}
                title={t('profile.common.editItem', { name: entry.institution })}
                onClick={() => setEditing(entry)}
              />
              <ConfirmDeleteButton
                label={t('profile.common.deleteItem', { name: entry.institution })}
                loading={deleting}
                onConfirm={async () =>
                  reportResult(await remove({ pvidList: [entry.pvid] }), t('profile.common.deleted'))
                }
              />
            </div>
          </li>
        ))}
      </ul>
    );
  const modal = (
    <EducationModal
      open={editing !== null}
      entry={editing === 'new' ? null : editing}
      onClose={() => setEditing(null)}
    />
  );

  return (
    <SectionCard
      id={SECTION_ANCHORS.Education}
      icon={<BankOutlined />}
      title={t('profile.sections.education')}
      description={t('profile.education.hint')}
      done={isTutorProfile(profile) ? isSectionDone(profile, 'Education') : undefined}
      action={entries.length > 0 && add}
    >
      {list}
      {modal}
    </SectionCard>
  );
}

interface EducationModalProps {
  readonly open: boolean;
  readonly entry: MyEducation | null;
  readonly onClose: () => void;
}

function EducationModal({ open, entry, onClose }: EducationModalProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  return (
    <EditorModal
      open={open}
      title={t(entry ? 'profile.education.editTitle' : 'profile.education.addTitle')}
      formId={FORM_ID}
      saving={saving}
      onCancel={onClose}
    >
      <EducationForm entry={entry} onClose={onClose} onSaving={setSaving} />
    </EditorModal>
  );
}

function EducationForm({
  entry,
  onClose,
  onSaving,
}: {
  entry: MyEducation | null;
  onClose: () => void;
  onSaving: (saving: boolean) => void;
}) {
  const { t } = useTranslation();
  const [, update] = useProfileMutation(UpdateMyEducationDocument);
  const [formError, setFormError] = useState<FormError | null>(null);
  const { control, handleSubmit, setError, watch } = useForm<EducationFormValues>({
    resolver: zodResolver(educationFormSchema),
    defaultValues: {
      institution: entry?.institution ?? '',
      fromDate: entry?.fromDate ?? null,
      toDate: entry?.toDate ?? null,
      isPresent: entry?.isPresent ?? false,
    },
  });
  const isPresent = watch('isPresent');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    onSaving(true);
    const result = await update({
      list: [
        {
          pvid: entry?.pvid,
          institution: values.institution,
          fromDate: values.fromDate ?? '',
          toDate: values.isPresent ? null : values.toDate,
          isPresent: values.isPresent,
        },
      ],
    });
    onSaving(false);
    if (result.error) {
      setFormError(
        placeServerErrors(
          result.error,
          setError,
          (field) => firstItemField(field) as FieldPath<EducationFormValues> | null,
        ),
      );
      return;
    }
    showSuccess(t('profile.common.saved'));
    onClose();
  });

  return (
    <>
      <FormAlert message={formError?.message ?? null} />
      <FormFrame id={FORM_ID} onSubmit={onSubmit} label={t('profile.sections.education')}>
        <TextField
          control={control}
          name="institution"
          label={t('profile.education.institution')}
          placeholder={t('profile.education.institutionPlaceholder')}
          required
        />
        <div className={styles.formGrid}>
          <MonthYearField control={control} name="fromDate" label={t('profile.education.joined')} required />
          <MonthYearField
            control={control}
            name="toDate"
            label={t('profile.education.resigned')}
            disabled={isPresent}
            required={!isPresent}
          />
        </div>
        <CheckboxField control={control} name="isPresent">
          {t('profile.education.currentlyStudying')}
        </CheckboxField>
      </FormFrame>
    </>
  );
}
