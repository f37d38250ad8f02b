import { EditOutlined, GlobalOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Avatar, Button } from 'antd';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import {
  DeleteMyOtherPlatformsDocument,
  EditorOtherPlatformOptionsDocument,
  UpdateMyOtherPlatformsDocument,
} from '../../../gql/graphql';
import { showSuccess } from '../../../shared/feedback/toast';
import type { FormError } from '../../../shared/forms/apply-server-errors';
import { FormFrame } from '../../../shared/forms/form-frame';
import { TextField } from '../../../shared/forms/text-field';
import { FormAlert } from '../../account/components/form-alert';
import { ConfirmDeleteButton } from '../components/confirm-delete-button';
import { EditorModal } from '../components/editor-modal';
import { EmptySection } from '../components/empty-section';
import { SelectField } from '../components/fields/select-field';
import { SectionCard } from '../components/section-card';
import { firstItemField, placeServerErrors } from '../forms/place-server-errors';
import { platformFormSchema, type PlatformFormValues } from '../forms/platform-form';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { reportResult } from '../profile-feedback';
import { EXTRA_ANCHORS } from '../profile-sections';
import type { MyOtherPlatform, MyProfile } from '../profile-types';
import styles from '../components/profile-editor.module.css';

const FORM_ID = 'platform-editor';

/** Other platforms a tutor teaches or publishes on: name and URL (updateOtherPlatform, deleteOtherPlatform). */
export function PlatformsSection({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<MyOtherPlatform | 'new' | null>(null);
  const [deleting, remove] = useProfileMutation(DeleteMyOtherPlatformsDocument);
  const entries = profile.otherPlatforms;
  return (
    <SectionCard
      id={EXTRA_ANCHORS.otherPlatforms}
      icon={<GlobalOutlined />}
      title={t('profile.sections.platforms')}
      description={t('profile.platforms.hint')}
      action={
        entries.length > 0 && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('profile.platforms.add')}
          </Button>
        )
      }
    >
      {entries.length === 0 ? (
        <EmptySection
          text={t('profile.platforms.empty')}
          actionLabel={t('profile.platforms.addFirst')}
          onAction={() => setEditing('new')}
        />
      ) : (
        <ul className={styles.cardGrid}>
          {entries.map((entry) => (
            <li key={entry.pvid} className={styles.platform}>
              <Avatar shape="square" size={40} src={entry.icon || undefined} icon={<LinkOutlined />} alt="" />
              <div className={styles.timelineText}>
                <h3 className={styles.itemTitle}>{entry.name}</h3>
                <a
                  href={entry.link}
                  target="_blank"
                  rel="noreferrer noopener"
                  className={styles.platformLink}
                >
                  {entry.link}
                </a>
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
                    reportResult(await remove({ pvidList: [entry.pvid] }), t('profile.common.deleted'))
                  }
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <PlatformModal
        open={editing !== null}
        entry={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </SectionCard>
  );
}

function PlatformModal({
  open,
  entry,
  onClose,
}: {
  open: boolean;
  entry: MyOtherPlatform | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  return (
    <EditorModal
      open={open}
      title={t(entry ? 'profile.platforms.editTitle' : 'profile.platforms.addTitle')}
      formId={FORM_ID}
      saving={saving}
      onCancel={onClose}
    >
      <PlatformForm entry={entry} onClose={onClose} onSaving={setSaving} />
    </EditorModal>
  );
}

function PlatformForm({
  entry,
  onClose,
  onSaving,
}: {
  entry: MyOtherPlatform | null;
  onClose: () => void;
  onSaving: (saving: boolean) => void;
}) {
  const { t } = useTranslation();
  const [{ data, fetching }] = useQuery({ query: EditorOtherPlatformOptionsDocument });
  const [, update] = useProfileMutation(UpdateMyOtherPlatformsDocument);
  const [formError, setFormError] = useState<FormError | null>(null);
  const { control, handleSubmit, setError } = useForm<PlatformFormValues>({
    resolver: zodResolver(platformFormSchema),
    defaultValues: { otherPlatformPvid: entry?.otherPlatformPvid ?? '', link: entry?.link ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    onSaving(true);
    const result = await update({
      list: [{ pvid: entry?.pvid, otherPlatformPvid: values.otherPlatformPvid, link: values.link }],
    });
    onSaving(false);
    if (result.error) {
      setFormError(
        placeServerErrors(
          result.error,
          setError,
          (field) => firstItemField(field) as FieldPath<PlatformFormValues> | null,
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
      <FormFrame id={FORM_ID} onSubmit={onSubmit} label={t('profile.sections.platforms')}>
        <SelectField
          control={control}
          name="otherPlatformPvid"
          label={t('profile.platforms.name')}
          options={(data?.getOtherPlatformMasterList ?? []).map((platform) => ({
            value: platform.pvid,
            label: platform.name,
          }))}
          loading={fetching}
          required
        />
        <TextField
          control={control}
          name="link"
          type="url"
          label={t('profile.platforms.url')}
          placeholder="https://"
          required
        />
      </FormFrame>
    </>
  );
}
