import { DeleteOutlined, LoadingOutlined, PlayCircleOutlined } from '../../../shared/ui/icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useMutation } from 'urql';
import { DeletePublicIntroVideoDocument } from '../../../gql/graphql';
import { showError, showErrorText, showSuccess } from '../../../shared/feedback/toast';
import { withAntdScope } from '../../../shared/ui/antd-scope-loader';
import { useOnDemand } from '../hooks/use-on-demand';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import { formatDuration } from '../../../shared/format/format-duration';
import { PosterVideo } from '../../../shared/ui/video/poster-video';
import styles from './intro-videos-section.module.css';
import publicProfileStyles from '../public-profile.module.css';
import { OwnerEmptyNote, ProfileSection } from '../../../shared/profile/profile-section';

type IntroVideo = PublicProfile['videoIntroductionList'][number];

// The question (antd's Popconfirm) loads with antd's scope on the owner's first press of delete.
const loadConfirm = withAntdScope(() =>
  import('./delete-video-confirm').then((module) => module.DeleteVideoConfirm),
);

/** Spec section 6: only the owner sees (and may use) the delete control. */
function DeleteVideoButton({ video, onDeleted }: { video: IntroVideo; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [{ fetching }, deleteResource] = useMutation(DeletePublicIntroVideoDocument);
  const confirm = useOnDemand(loadConfirm);
  const Confirm = confirm.loaded;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);

  // The button is drawn again inside the question once it has loaded: the focus stays on it.
  useEffect(() => {
    if (Confirm && pressed.current) buttonRef.current?.focus();
  }, [Confirm]);

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

  const busy = fetching || confirm.loading;
  const button = (
    <button
      ref={buttonRef}
      type="button"
      className={styles.deleteButton}
      aria-busy={busy || undefined}
      onClick={() => {
        pressed.current = true;
        // Once loaded, the question opens and closes itself (onOpenChange).
        if (!Confirm) confirm.show();
      }}
    >
      {busy ? <LoadingOutlined aria-hidden="true" /> : <DeleteOutlined aria-hidden="true" />}
      {t('publicProfile.videos.delete')}
    </button>
  );
  if (!Confirm) return button;
  return (
    <Confirm
      open={confirm.open}
      onOpenChange={(open) => (open ? confirm.show() : confirm.hide())}
      onConfirm={onConfirm}
      busy={fetching}
    >
      {button}
    </Confirm>
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
            <PosterVideo
              className={styles.videoPlayer}
              src={video.path}
              poster={video.poster}
              label={video.description || video.fileName}
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
