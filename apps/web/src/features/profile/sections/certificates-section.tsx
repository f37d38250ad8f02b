import {
  EditOutlined,
  FileProtectOutlined,
  PaperClipOutlined,
  PlusOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AddMyCertificateDocument,
  DeleteMyCertificateDocument,
  UpdateMyCertificateDocument,
  UploadMyCertificationFileDocument,
} from '../../../gql/graphql';
import { showSuccess } from '../../../shared/feedback/toast';
import type { FormError } from '../../../shared/forms/apply-server-errors';
import { FormFrame } from '../../../shared/forms/form-frame';
import { TextField } from '../../../shared/forms/text-field';
import { FormAlert } from '../../account/components/form-alert';
import { ConfirmDeleteButton } from '../components/confirm-delete-button';
import { EditorModal } from '../components/editor-modal';
import { EmptySection } from '../components/empty-section';
import { FileField } from '../components/fields/file-field';
import { YearField } from '../components/fields/year-field';
import { SectionCard } from '../components/section-card';
import { placeServerErrors } from '../forms/place-server-errors';
import { certificateFormSchema, type CertificateFormValues } from '../forms/certificate-form';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { reportResult } from '../profile-feedback';
import { isSectionDone, SECTION_ANCHORS } from '../profile-sections';
import type { MyCertificate, MyProfile } from '../profile-types';
import styles from '../components/profile-editor.module.css';

const FORM_ID = 'certificate-editor';

/** Certifications: name, issuer, year issued and a file (uploadCertification, then add/updateCertificate). */
export function CertificatesSection({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<MyCertificate | 'new' | null>(null);
  const [deleting, remove] = useProfileMutation(DeleteMyCertificateDocument);
  const entries = profile.certificates;

  const add = (
    <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      {t('profile.certificates.add')}
    </Button>
  );
  const list =
    entries.length === 0 ? (
      <EmptySection
        text={t('profile.certificates.empty')}
        actionLabel={t('profile.certificates.addFirst')}
        onAction={() => setEditing('new')}
      />
    ) : (
      <ul className={styles.cardGrid}>
        {entries.map((entry) => (
          <li key={entry.pvid} className={styles.certificate}>
            <FileProtectOutlined className={styles.certificateIcon} aria-hidden="true" />
            <div className={styles.timelineText}>
              <h3 className={styles.itemTitle}>{entry.name}</h3>
              <p className={styles.itemMeta}>
                {t('profile.certificates.issuedBy', {
                  issuer: entry.issuer,
                  year: dayjs(entry.issuedDate).format('YYYY'),
                })}
              </p>
              {entry.relativePath && (
                <a href={entry.relativePath} target="_blank" rel="noreferrer" className={styles.fileLink}>
                  <PaperClipOutlined aria-hidden="true" />{' '}
                  {entry.fileName ?? t('profile.certificates.viewFile')}
                </a>
              )}
            </div>
            <div className={styles.itemActions}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={t('profile.common.editItem', { name: entry.name })}
                title={t('profile.common.editItem', { name: entry.name })}
                onClick={() => setEditing(entry)}
              />
              <ConfirmDeleteButton
                label={t('profile.common.deleteItem', { name: entry.name })}
                loading={deleting}
                onConfirm={async () =>
                  reportResult(await remove({ pvid: entry.pvid }), t('profile.common.deleted'))
                }
              />
            </div>
          </li>
        ))}
      </ul>
    );
  const modal = (
    <CertificateModal
      open={editing !== null}
      entry={editing === 'new' ? null : editing}
      onClose={() => setEditing(null)}
    />
  );
  return (
    <SectionCard
      id={SECTION_ANCHORS.Certificate}
      icon={<SafetyCertificateOutlined />}
      title={t('profile.sections.certificates')}
      description={t('profile.certificates.hint')}
      done={isSectionDone(profile, 'Certificate')}
      action={entries.length > 0 && add}
    >
      {list}
      {modal}
    </SectionCard>
  );
}

function CertificateModal({
  open,
  entry,
  onClose,
}: {
  open: boolean;
  entry: MyCertificate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  return (
    <EditorModal
      open={open}
      title={t(entry ? 'profile.certificates.editTitle' : 'profile.certificates.addTitle')}
      formId={FORM_ID}
      saving={saving}
      onCancel={onClose}
    >
      <CertificateForm entry={entry} onClose={onClose} onSaving={setSaving} />
    </EditorModal>
  );
}

export function CertificateForm({
  entry,
  onClose,
  onSaving,
}: {
  entry: MyCertificate | null;
  onClose: () => void;
  onSaving: (saving: boolean) => void;
}) {
  const { t } = useTranslation();
  const [, upload] = useProfileMutation(UploadMyCertificationFileDocument);
  const [, add] = useProfileMutation(AddMyCertificateDocument);
  const [, update] = useProfileMutation(UpdateMyCertificateDocument);
  const [formError, setFormError] = useState<FormError | null>(null);
  const { control, handleSubmit, setError } = useForm<CertificateFormValues>({
    resolver: zodResolver(certificateFormSchema),
    defaultValues: {
      name: entry?.name ?? '',
      issuer: entry?.issuer ?? '',
      year: entry ? dayjs(entry.issuedDate).year() : null,
      file: null,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    onSaving(true);
    try {
      let resourcePvid: string | undefined;
      if (values.file) {
        const uploaded = await upload({ file: values.file });
        if (uploaded.error || !uploaded.data) {
          setFormError(
            placeServerErrors(uploaded.error, setError, (field) => (field === 'file' ? 'file' : null)),
          );
          return;
        }
        resourcePvid = uploaded.data.uploadCertification.pvid;
      }
      const fields = {
        name: values.name,
        issuer: values.issuer,
        issuedDate: `${values.year}-01-01`,
        resourcePvid,
      };
      const result = entry ? await update({ pvid: entry.pvid, ...fields }) : await add(fields);
      if (result.error) {
        setFormError(
          placeServerErrors(result.error, setError, (field) => {
            if (field === 'issuedDate') return 'year';
            return field === 'name' || field === 'issuer' ? field : null;
          }),
        );
        return;
      }
      showSuccess(t('profile.common.saved'));
      onClose();
    } finally {
      onSaving(false);
    }
  });

  return (
    <>
      <FormAlert message={formError?.message ?? null} />
      <FormFrame id={FORM_ID} onSubmit={onSubmit} label={t('profile.sections.certificates')}>
        <TextField control={control} name="name" label={t('profile.certificates.name')} required />
        <TextField control={control} name="issuer" label={t('profile.certificates.issuer')} required />
        <YearField control={control} name="year" label={t('profile.certificates.yearIssued')} required />
        <FileField
          control={control}
          name="file"
          kind="CERTIFICATE"
          label={t('profile.certificates.file')}
          currentName={entry?.fileName}
        />
      </FormFrame>
    </>
  );
}
