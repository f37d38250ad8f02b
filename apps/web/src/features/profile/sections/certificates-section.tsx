import { FileProtectOutlined, PaperClipOutlined } from '../../../shared/ui/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  AddMyCertificateDocument,
  DeleteMyCertificateDocument,
  UpdateMyCertificateDocument,
  UploadMyCertificationFileDocument,
} from '../../../gql/graphql';
import { TextField } from '../../../shared/forms/text-field';
import { FileField } from '../components/fields/file-field';
import { YearField } from '../components/fields/year-field';
import { certificateFormSchema, type CertificateFormValues } from '../forms/certificate-form';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import type { MyCertificate, MyProfile } from '../profile-types';
import { failureOf, ItemFormFrame, useItemSave } from './item-form';
import { ListSectionEditor, type ItemFormProps } from './list-section-editor';
import styles from '../components/profile-editor.module.css';

const FORM_ID = 'certificate-editor';

/** Certifications: name, issuer, year issued and a file (uploadCertification, then add/updateCertificate). */
export function CertificatesSection({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  return (
    <ListSectionEditor
      name="certificates"
      profile={profile}
      renderItem={(entry) => (
        <>
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
        </>
      )}
      nameOf={(entry) => entry.name}
      deleteDocument={DeleteMyCertificateDocument}
      formId={FORM_ID}
      renderForm={(props) => <CertificateForm {...props} />}
    />
  );
}

function CertificateForm({ entry, ...dialog }: ItemFormProps<MyCertificate>) {
  const { t } = useTranslation();
  const [, upload] = useProfileMutation(UploadMyCertificationFileDocument);
  const [, add] = useProfileMutation(AddMyCertificateDocument);
  const [, update] = useProfileMutation(UpdateMyCertificateDocument);
  const form = useForm<CertificateFormValues>({
    resolver: zodResolver(certificateFormSchema),
    defaultValues: {
      name: entry?.name ?? '',
      issuer: entry?.issuer ?? '',
      year: entry ? dayjs(entry.issuedDate).year() : null,
      file: null,
    },
  });
  const { formError, onSubmit } = useItemSave(form, dialog, async (values) => {
    let resourcePvid: string | undefined;
    if (values.file) {
      const uploaded = await upload({ file: values.file });
      if (uploaded.error || !uploaded.data) {
        return { error: uploaded.error, resolve: (field) => (field === 'file' ? 'file' : null) };
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
    return failureOf(result, (field) => {
      if (field === 'issuedDate') return 'year';
      return field === 'name' || field === 'issuer' ? field : null;
    });
  });

  return (
    <ItemFormFrame
      id={FORM_ID}
      label={t('profile.sections.certificates')}
      formError={formError}
      onSubmit={onSubmit}
    >
      <TextField control={form.control} name="name" label={t('profile.certificates.name')} required />
      <TextField control={form.control} name="issuer" label={t('profile.certificates.issuer')} required />
      <YearField control={form.control} name="year" label={t('profile.certificates.yearIssued')} required />
      <FileField
        control={form.control}
        name="file"
        kind="CERTIFICATE"
        label={t('profile.certificates.file')}
        currentName={entry?.fileName}
      />
    </ItemFormFrame>
  );
}
