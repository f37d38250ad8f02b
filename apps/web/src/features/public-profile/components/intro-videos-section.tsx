import { DeleteOutlined, PlayCircleOutlined } from '../../../shared/ui/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { DeletePublicIntroVideoDocument } from '../../../gql/graphql';
import { showError, showErrorText, showSuccess } from '../../../shared/feedback/toast';
import type { PublicProfile } from '../public-profile-types';
import { formatDuration } from '../../../shared/format/format-duration';
import styles from './intro-videos-section.module.css';
import publicProfileStyles from '../public-profile.module.css';
import { OwnerEmptyNote, ProfileSection } from './profile-section';

type IntroVideo = PublicProfile['videoIntroductionList'][number];

/** Spec section 6: only the owner sees (and may use) the delete control. */
function DeleteVideoButton({ video, onDeleted }: { video: IntroVideo; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [{ fetching }, deleteResource] = useMutation(DeletePublicIntroVideoDocument);
  const onConfirm = async () => {
    const result = await deleteResource({ pvid: video.pvid });
    if (result.error) {
      showError(result.error);
    } else if (result.data?.deleteResource.success) {
      showSuccess(t('publicProfile.videos.deleted'));
      onDeleted();
    } else {
      showErrorText(t('messages.deleteFailed'));
    }
  };
  return (
    <Popconfirm
      title={t('publicProfile.videos.confirmDelete')}
      description={t('publicProfile.videos.confirmDeleteBody')}
      okText={t('publicProfile.videos.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: fetching }}
      onConfirm={onConfirm}
    >
      <Button danger size="small" icon={<DeleteOutlined />} loading={fetching}>
        {t('publicProfile.videos.delete')}
      </Button>
    </Popconfirm>
  );
}

interface IntroVideosSectionProps {
  readonly profile: PublicProfile;
  readonly onChanged: () => void;
}

export function IntroVideosSection({ profile, onChanged }: IntroVideosSectionProps) {
  const { t } = useTranslation();
  const videos = profile.videoIntroductionList;
  if (videos.length === 0 && !profile.isOwner) return null;
  return (
    <ProfileSection id="videos" title={t('publicProfile.sections.videos')} icon={<PlayCircleOutlined />}>
      {videos.length === 0 && <OwnerEmptyNote>{t('publicProfile.ownerEmpty')}</OwnerEmptyNote>}
      <ul className={styles.videos}>
        {videos.map((video) => (
          <li key={video.pvid} className={styles.video}>
            <video
              className={styles.videoPlayer}
              controls
              preload="metadata"
              src={video.path}
              poster={video.poster ?? undefined}
            />
            <div className={styles.videoFoot}>
              <div className={styles.videoText}>
                <strong>{video.description || video.fileName}</strong>
                {video.durationSecs !== null && (
                  <span className={publicProfileStyles.muted}>{formatDuration(video.durationSecs)}</span>
                )}
              </div>
              {profile.isOwner && <DeleteVideoButton video={video} onDeleted={onChanged} />}
            </div>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
