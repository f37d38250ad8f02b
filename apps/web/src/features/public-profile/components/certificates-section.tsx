import { FileTextOutlined, SafetyCertificateOutlined } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDayMonthYear } from '../profile-dates';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import styles from './certificates-section.module.css';
import publicProfileStyles from '../public-profile.module.css';
import { OwnerEmptyNote, ProfileSection } from '../../../shared/profile/profile-section';

export function CertificatesSection({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation();
  if (profile.certificates.length === 0 && !profile.isOwner) return null;
  return (
    <ProfileSection
      id="certificates"
      title={t('publicProfile.sections.certificates')}
      icon={<SafetyCertificateOutlined />}
    >
      {profile.certificates.length === 0 && <OwnerEmptyNote>{t('publicProfile.ownerEmpty')}</OwnerEmptyNote>}
      <ul className={styles.certificates}>
        {profile.certificates.map((certificate) => (
          <li key={certificate.pvid} className={styles.certificate}>
            <span className={styles.certificateIcon} aria-hidden="true">
              <SafetyCertificateOutlined />
            </span>
            <div className={styles.certificateText}>
              <strong>{certificate.name}</strong>
              <span className={publicProfileStyles.muted}>
                {t('publicProfile.certificates.issuedBy', { issuer: certificate.issuer })}
              </span>
              <span className={publicProfileStyles.muted}>
                {t('publicProfile.certificates.issuedOn', {
                  date: formatDayMonthYear(certificate.issuedDate, i18n.language),
                })}
              </span>
              {certificate.relativePath && (
                <a
                  href={certificate.relativePath}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.fileLink}
                >
                  <FileTextOutlined aria-hidden="true" /> {t('publicProfile.certificates.viewFile')}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
