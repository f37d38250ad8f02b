import { BankOutlined, LinkOutlined, UserOutlined } from '../../../shared/ui/icons';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import styles from './about-section.module.css';
import publicProfileStyles from '../public-profile.module.css';
import { ProfileSection } from '../../../shared/profile/profile-section';

/** Only web addresses become links: a stored "javascript:" link must never run. */
function safeLink(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The platform's icon; a generic link icon when there is none or it does not load. */
function PlatformIcon({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <LinkOutlined aria-hidden="true" className={styles.platformFallback} />;
  return <img src={src} alt="" width={20} height={20} loading="lazy" onError={() => setFailed(true)} />;
}

export function AboutSection({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const platforms = profile.otherPlatforms.flatMap((platform) => {
    const href = safeLink(platform.link);
    return href ? [{ ...platform, href }] : [];
  });
  return (
    <ProfileSection id="about" title={t('publicProfile.sections.about')} icon={<UserOutlined />}>
      {profile.description ? (
        <p className={styles.description}>{profile.description}</p>
      ) : (
        <p className={publicProfileStyles.muted}>
          {t('publicProfile.about.noDescription', { name: profile.firstName })}
        </p>
      )}
      <dl className={styles.facts}>
        {profile.school && (
          <div className={styles.fact}>
            <dt>
              <BankOutlined aria-hidden="true" /> {t('publicProfile.about.school')}
            </dt>
            <dd>{profile.school}</dd>
          </div>
        )}
        {profile.skills.length > 0 && (
          <div className={styles.fact}>
            <dt>{t('publicProfile.about.skills')}</dt>
            <dd className={publicProfileStyles.tags}>
              {profile.skills.map((skill) => (
                <span
                  key={skill.pvid}
                  className={`${publicProfileStyles.tag} ${publicProfileStyles.skillTag}`}
                >
                  {skill.name}
                </span>
              ))}
            </dd>
          </div>
        )}
        {platforms.length > 0 && (
          <div className={styles.fact}>
            <dt>{t('publicProfile.about.platforms')}</dt>
            <dd className={styles.platforms}>
              {platforms.map((platform) => (
                <a
                  key={platform.pvid}
                  href={platform.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.platform}
                  aria-label={t('publicProfile.about.openPlatform', { name: platform.name })}
                  title={platform.name}
                >
                  <PlatformIcon src={platform.icon} />
                  <span>{platform.name}</span>
                </a>
              ))}
            </dd>
          </div>
        )}
      </dl>
    </ProfileSection>
  );
}
