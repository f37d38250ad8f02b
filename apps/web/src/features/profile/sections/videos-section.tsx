import { PlusOutlined, VideoCameraOutlined } from '../../../shared/ui/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { INTRO_VIDEO_MAX_COUNT, TEXT_LIMIT } from '@ajar/domain';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DeleteMyResourceDocument, UploadMyIntroductionVideoDocument } from '../../../gql/graphql';
import { showSuccess } from '../../../shared/feedback/toast';
import type { FormError } from '../../../shared/forms/apply-server-errors';
import { FormFrame } from '../../../shared/forms/form-frame';
import { TextField } from '../../../shared/forms/text-field';
import { FormAlert } from '../../../shared/forms/form-alert';
import { ConfirmDeleteButton } from '../components/confirm-delete-button';
import { EditorModal } from '../components/editor-modal';
import { EmptySection } from '../components/empty-section';
import { FileField } from '../components/fields/file-field';
import { SectionCard } from '../components/section-card';
import { placeServerErrors } from '../forms/place-server-errors';
import { videoFormSchema, type VideoFormValues } from '../forms/video-form';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { reportResult } from '../profile-feedback';
import { isSectionDone, SECTION_ANCHORS } from '../profile-sections';
import type { MyProfile } from '../profile-types';
import { formatDuration } from '../../../shared/format/format-duration';
import styles from './videos-section.module.css';
import profileEditorStyles from '../components/profile-editor.module.css';

const FORM_ID = 'video-editor';

/** Introduction videos: upload with a description, watch, delete (owner only: deleteResource). */
export function VideosSection({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [deleting, remove] = useProfileMutation(DeleteMyResourceDocument);
  const videos = profile.videoIntroductionList;
  const full = videos.length >= INTRO_VIDEO_MAX_COUNT;

  const add = (
    <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} disabled={full}>
      {t('profile.videos.add')}
    </Button>
  );
  const list =
    videos.length === 0 ? (
      <EmptySection
        text={t('profile.videos.empty')}
        actionLabel={t('profile.videos.addFirst')}
        onAction={() => setAdding(true)}
      />
    ) : (
      <>
        <ul className={styles.videoGrid}>
          {videos.map((video) => (
            <li key={video.pvid} className={styles.video}>
              <video
                className={styles.videoPlayer}
                src={video.path}
                poster={video.poster ?? undefined}
                controls
                preload="metadata"
              >
                <track kind="captions" />
              </video>
              <div className={styles.videoMeta}>
                <p className={styles.videoDescription}>
                  {video.description || video.fileName}
                  {video.durationSecs != null && (
                    <span className={profileEditorStyles.itemMeta}>
                      {' '}
                      · {formatDuration(video.durationSecs)}
                    </span>
                  )}
                </p>
                {profile.isOwner && (
                  <ConfirmDeleteButton
                    size="small"
                    label={t('profile.common.deleteItem', { name: video.description || video.fileName })}
                    loading={deleting}
                    onConfirm={async () =>
                      reportResult(await remove({ pvid: video.pvid }), t('profile.common.deleted'))
                    }
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
        {full && <p className={profileEditorStyles.emptyInline}>{t('messages.tooManyVideos')}</p>}
      </>
    );
  const modal = <VideoModal open={adding} onClose={() => setAdding(false)} />;

  return (
    <SectionCard
      id={SECTION_ANCHORS.IntroductionVideo}
      icon={<VideoCameraOutlined />}
      title={t('profile.sections.videos')}
      description={t('profile.videos.hint')}
      done={isSectionDone(profile, 'IntroductionVideo')}
      action={videos.length > 0 && add}
    >
      {list}
      {modal}
    </SectionCard>
  );
}

function VideoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  return (
    <EditorModal
      open={open}
      title={t('profile.videos.addTitle')}
      formId={FORM_ID}
      saving={saving}
      onCancel={onClose}
    >
      <VideoForm onClose={onClose} onSaving={setSaving} saving={saving} />
    </EditorModal>
  );
}

function VideoForm({
  onClose,
  onSaving,
  saving,
}: {
  onClose: () => void;
  onSaving: (saving: boolean) => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const [, upload] = useProfileMutation(UploadMyIntroductionVideoDocument);
  const [formError, setFormError] = useState<FormError | null>(null);
  const { control, handleSubmit, setError } = useForm<VideoFormValues>({
    resolver: zodResolver(videoFormSchema),
    defaultValues: { file: null, description: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!values.file) return;
    setFormError(null);
    onSaving(true);
    const result = await upload({ file: values.file, description: values.description || undefined });
    onSaving(false);
    if (result.error) {
      setFormError(
        placeServerErrors(result.error, setError, (field) =>
          field === 'file' || field === 'description' ? field : null,
        ),
      );
      return;
    }
    showSuccess(t('profile.videos.uploaded'));
    onClose();
  });

  return (
    <>
      <FormAlert message={formError?.message ?? null} />
      <FormFrame id={FORM_ID} onSubmit={onSubmit} label={t('profile.sections.videos')}>
        <FileField control={control} name="file" kind="VIDEO" label={t('profile.videos.file')} required />
        <TextField
          control={control}
          name="description"
          label={t('profile.videos.description')}
          placeholder={t('profile.videos.descriptionPlaceholder')}
          maxLength={TEXT_LIMIT}
          multiline
        />
        {saving && <Alert type="info" showIcon title={t('profile.videos.uploading')} />}
      </FormFrame>
    </>
  );
}
