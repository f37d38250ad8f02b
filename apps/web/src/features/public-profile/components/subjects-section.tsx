import { ReadOutlined } from '../../../shared/ui/icons';
import { formatMoney, type CountryCode } from '@ajar/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import styles from './subjects-section.module.css';
import { OwnerEmptyNote, ProfileSection } from '../../../shared/profile/profile-section';

interface PriceRow {
  readonly key: string;
  readonly label: string;
  readonly detail: string | null;
  readonly pricePerHour: number;
}

interface SubjectGroup {
  readonly key: string;
  readonly name: string;
  readonly rows: readonly PriceRow[];
}

const byOrder = <T extends { orderList: number }>(a: T, b: T): number => a.orderList - b.orderList;

/** Academic subjects with their levels, then counselling subjects, then lifelong categories. */
export function subjectGroups(profile: PublicProfile, counsellingLabel: string): SubjectGroup[] {
  const academic = profile.subjectList.map((subject) => ({
    key: subject.pvid,
    name: subject.name,
    rows: subject.levels.map((level) => ({
      key: level.pvid,
      label: level.name,
      detail: level.curriculumName || null,
      pricePerHour: level.pricePerHour,
    })),
  }));
  const counselling =
    profile.counsellingSubjects.length > 0
      ? [
          {
            key: 'counselling',
            name: counsellingLabel,
            rows: [...profile.counsellingSubjects].sort(byOrder).map((subject) => ({
              key: subject.pvid,
              label: subject.name,
              detail: null,
              pricePerHour: subject.pricePerHour,
            })),
          },
        ]
      : [];
  const lifelong = profile.nonAcademic
    .filter((category) => category.subNonAcademic.length > 0)
    .map((category) => ({
      key: category.pvid,
      name: category.name,
      rows: [...category.subNonAcademic].sort(byOrder).map((sub) => ({
        key: sub.pvid,
        label: sub.name,
        detail: null,
        pricePerHour: sub.pricePerHour,
      })),
    }));
  return [...academic, ...counselling, ...lifelong];
}

export function SubjectsSection({ profile, market }: { profile: PublicProfile; market: CountryCode }) {
  const { t } = useTranslation();
  const groups = subjectGroups(profile, t('publicProfile.subjects.counselling'));
  if (groups.length === 0 && !profile.isOwner) return null;
  return (
    <ProfileSection id="subjects" title={t('publicProfile.sections.subjects')} icon={<ReadOutlined />}>
      {groups.length === 0 && <OwnerEmptyNote>{t('publicProfile.ownerEmpty')}</OwnerEmptyNote>}
      <div className={styles.subjects}>
        {groups.map((group) => (
          <div key={group.key} className={styles.subject}>
            <h3 className={styles.subjectName}>{group.name}</h3>
            <ul className={styles.priceList}>
              {group.rows.map((row) => (
                <li key={row.key} className={styles.priceRow}>
                  <span className={styles.levelName}>
                    {row.label}
                    {row.detail && <small>{row.detail}</small>}
                  </span>
                  <span className={styles.levelPrice}>
                    {formatMoney(row.pricePerHour, market)}
                    <small>{t('publicProfile.perHour')}</small>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </ProfileSection>
  );
}
