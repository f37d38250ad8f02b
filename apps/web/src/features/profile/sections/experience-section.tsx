import { EditOutlined, PlusOutlined, SolutionOutlined } from '@ant-design/icons';
import type { CountryCode } from '@ajar/domain';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteMyExperienceDocument, DeleteMyExperienceSubjectsDocument } from '../../../gql/graphql';
import { ConfirmDeleteButton } from '../components/confirm-delete-button';
import { EmptySection } from '../components/empty-section';
import { SectionCard } from '../components/section-card';
import { dateRangeText } from '../date-range';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { reportResult } from '../profile-feedback';
import { isSectionDone, SECTION_ANCHORS } from '../profile-sections';
import type { MyExperience, MyProfile } from '../profile-types';
import { ExperienceModal } from './experience-modal';
import styles from '../components/profile-editor.module.css';

interface ExperienceSectionProps {
  readonly profile: MyProfile;
  readonly country: CountryCode;
}

/** Tutoring experiences of the three kinds (updateExperience, deleteExperience, deleteExperienceSubject). */
export function ExperienceSection({ profile, country }: ExperienceSectionProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<MyExperience | 'new' | null>(null);
  const [deleting, remove] = useProfileMutation(DeleteMyExperienceDocument);
  const [deletingSubject, removeSubject] = useProfileMutation(DeleteMyExperienceSubjectsDocument);
  const entries = profile.experience;

  const add = (
    <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      {t('profile.experience.add')}
    </Button>
  );
  const list =
    entries.length === 0 ? (
      <EmptySection
        text={t('profile.experience.empty')}
        actionLabel={t('profile.experience.addFirst')}
        onAction={() => setEditing('new')}
      />
    ) : (
      <ul className={styles.timeline}>
        {entries.map((entry) => (
          <li key={entry.pvid} className={styles.timelineItem}>
            <div className={styles.timelineText}>
              <h3 className={styles.itemTitle}>
                {entry.institution}
                <Tag className={styles.typeTag}>{t(`profile.experience.types.${entry.type}`)}</Tag>
              </h3>
              <p className={styles.itemMeta}>
                {dateRangeText(t, entry)}
                {entry.isPrivateTutor && ` · ${t('profile.experience.privateTutor')}`}
              </p>
              {entry.subjects.length > 0 && (
                <div className={styles.chips}>
                  {entry.subjects.map((subject) => (
                    <Tag
                      key={subject.pvid}
                      className={styles.chip}
                      closable={entry.subjects.length > 1 && !deletingSubject}
                      closeIcon={
                        <span aria-label={t('profile.common.deleteItem', { name: subject.name })}>×</span>
                      }
                      onClose={(event) => {
                        event.preventDefault();
                        void removeSubject({ pvidList: [subject.pvid] }).then((result) =>
                          reportResult(result, t('profile.common.deleted')),
                        );
                      }}
                    >
                      {[subject.name, subject.level, subject.curriculum].filter(Boolean).join(' · ')}
                    </Tag>
                  ))}
                </div>
              )}
            </div>
            <div className={styles.itemActions}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={t('profile.common.editItem', { name: entry.institution })}
                title={t('profile.common.editItem', { name: entry.institution })}
                onClick={() => setEditing(entry)}
              />
              <ConfirmDeleteButton
                label={t('profile.common.deleteItem', { name: entry.institution })}
                loading={deleting}
                onConfirm={async () =>
                  reportResult(await remove({ pvidList: [entry.pvid] }), t('profile.common.deleted'))
                }
              />
            </div>
          </li>
        ))}
      </ul>
    );
  const modal = (
    <ExperienceModal
      open={editing !== null}
      entry={editing === 'new' ? null : editing}
      country={country}
      tutorKind={profile.tutorKind}
      onClose={() => setEditing(null)}
    />
  );

  return (
    <SectionCard
      id={SECTION_ANCHORS.Experience}
      icon={<SolutionOutlined />}
      title={t('profile.sections.experience')}
      description={t('profile.experience.hint')}
      done={isSectionDone(profile, 'Experience')}
      action={entries.length > 0 && add}
    >
      {list}
      {modal}
    </SectionCard>
  );
}
