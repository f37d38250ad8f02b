import {
  CameraOutlined,
  EnvironmentOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  MenuOutlined,
  PictureOutlined,
  TrophyOutlined,
} from '../../../shared/ui/icons';
import { PROFILE_VISIBILITY_THRESHOLD, tutorProfilePath, type CountryCode } from '@ajar/domain';
import { Avatar, Button, Progress, Switch, Tag, Tooltip } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPercent } from '../../../shared/format/percent';
import { DESIGN_TOKENS } from '../../../shared/ui/theme';
import { UploadMyAvatarDocument, UploadMyBannerDocument } from '../../../gql/graphql';
import { ButtonLink } from '../../../shared/ui/button-link';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { openCompletionDrawer } from '../completion-drawer-store';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { reportResult } from '../profile-feedback';
import { isTutorProfile } from '../profile-sections';
import type { MyProfile } from '../profile-types';
import { FilePickButton } from './file-pick-button';
import styles from './profile-page.module.css';

interface ProfileHeaderCardProps {
  readonly profile: MyProfile;
  readonly country: CountryCode;
  readonly sidebarOn: boolean;
  readonly onSidebarChange: (on: boolean) => void;
  readonly onOpenMenu: () => void;
}

/** The top of profile/me: banner, avatar (both uploadable), name, market and completion. */
export function ProfileHeaderCard({
  profile,
  country,
  sidebarOn,
  onSidebarChange,
  onOpenMenu,
}: ProfileHeaderCardProps) {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobile();
  const [uploadingAvatar, uploadAvatar] = useProfileMutation(UploadMyAvatarDocument);
  const [uploadingBanner, uploadBanner] = useProfileMutation(UploadMyBannerDocument);
  const isTutor = isTutorProfile(profile);
  const percent = profile.completionUser.completionPercent;
  const hidden = percent < PROFILE_VISIBILITY_THRESHOLD;
  const publicPath = tutorProfilePath(country, {
    token: profile.userCode,
    id: profile.userPvid,
    firstName: profile.firstName,
    lastName: profile.lastName,
  });

  return (
    <section className={styles.headerCard} aria-label={t('profile.page.headerLabel')}>
      <div
        className={styles.banner}
        style={profile.banner ? { backgroundImage: `url("${profile.banner}")` } : undefined}
      >
        <FilePickButton
          kind="BANNER"
          className={styles.bannerButton}
          icon={<PictureOutlined />}
          aria-label={isMobile ? t('profile.header.changeBanner') : undefined}
          loading={uploadingBanner}
          onPick={(file) =>
            void uploadBanner({ file }).then((result) =>
              reportResult(result, t('profile.header.bannerSaved')),
            )
          }
        >
          {isMobile ? null : t('profile.header.changeBanner')}
        </FilePickButton>
      </div>
      <div className={styles.identity}>
        <div className={styles.avatarWrap}>
          <Avatar
            size={isMobile ? 96 : 120}
            src={profile.avatar ?? undefined}
            className={styles.avatar}
            alt={t('profile.header.avatarAlt', { name: profile.firstName })}
          >
            {profile.initialName}
          </Avatar>
          <Tooltip title={t('profile.header.changeAvatar')}>
            <span className={styles.avatarButtonWrap}>
              <FilePickButton
                kind="AVATAR"
                shape="circle"
                className={styles.avatarButton}
                icon={<CameraOutlined />}
                loading={uploadingAvatar}
                aria-label={t('profile.header.changeAvatar')}
                onPick={(file) =>
                  void uploadAvatar({ file }).then((result) =>
                    reportResult(result, t('profile.header.avatarSaved')),
                  )
                }
              />
            </span>
          </Tooltip>
        </div>
        <div className={styles.identityText}>
          <h1 className={styles.name}>
            {profile.firstName} {profile.lastName}
          </h1>
          <p className={styles.meta}>
            <span>
              <EnvironmentOutlined aria-hidden="true" /> {t(`countries.${country}`)}
            </span>
            <Tag className={styles.roleTag}>
              {isTutor
                ? t(`profile.header.kinds.${profile.tutorKind ?? 'ACADEMIC'}`)
                : t('profile.header.student')}
            </Tag>
          </p>
        </div>
        <div className={styles.headerActions}>
          {isTutor && (
            <ButtonLink to={publicPath} icon={<EyeOutlined />}>
              {t('profile.header.viewPublic')}
            </ButtonLink>
          )}
          {isTutor && isMobile && (
            <Button icon={<MenuOutlined />} onClick={onOpenMenu}>
              {t('profile.sideMenu.open')}
            </Button>
          )}
        </div>
      </div>
      {isTutor && (
        <div className={styles.completionBar}>
          <div className={styles.completionText}>
            <span className={styles.completionLabel}>
              <TrophyOutlined aria-hidden="true" /> {t('profile.header.completion')}
            </span>
            <strong className={styles.completionValue}>{formatPercent(percent, i18n.language)}</strong>
            {hidden ? (
              <span className={styles.visibility}>
                <EyeInvisibleOutlined aria-hidden="true" /> {t('profile.header.hidden')}
              </span>
            ) : (
              <span className={`${styles.visibility} ${styles.visible}`}>
                <EyeOutlined aria-hidden="true" /> {t('profile.header.visible')}
              </span>
            )}
          </div>
          <Progress
            percent={percent}
            showInfo={false}
            strokeColor={percent >= 100 ? '#2e7d32' : DESIGN_TOKENS.brand}
            className={styles.completionProgress}
            aria-label={t('profile.completion.percentLabel', {
              percent: formatPercent(percent, i18n.language),
            })}
          />
          <div className={styles.completionActions}>
            <Button type="primary" icon={<TrophyOutlined />} onClick={openCompletionDrawer}>
              {percent >= 100 ? t('profile.header.viewCompletion') : t('profile.header.openCompletion')}
            </Button>
            {!isMobile && (
              <label className={styles.sidebarToggle}>
                <Switch size="small" checked={sidebarOn} onChange={onSidebarChange} />
                {t('profile.sideMenu.toggle')}
              </label>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
