import { EditOutlined, PlusOutlined, ReadOutlined } from '../../../shared/ui/icons';
import { formatMoney, type CountryCode } from '@ajar/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DeleteMySubjectLevelsDocument, DeleteMySubjectsDocument } from '../../../gql/graphql';
import { ConfirmDeleteButton } from '../components/confirm-delete-button';
import { EmptySection } from '../components/empty-section';
import { SectionCard } from '../components/section-card';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { reportResult } from '../profile-feedback';
import { isSectionDone, SECTION_ANCHORS } from '../profile-sections';
import type { MyProfile, MySubject } from '../profile-types';
import { SubjectEditorModal } from './subject-editor-modal';
import styles from '../components/profile-editor.module.css';

interface SubjectsSectionProps {
  readonly profile: MyProfile;
  readonly country: CountryCode;
}

/** Academic subjects, each with levels and a price per hour (updateSubject, deleteSubject, deleteLevel). */
export function SubjectsSection({ profile, country }: SubjectsSectionProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<MySubject | 'new' | null>(null);
  const [deletingSubject, deleteSubjects] = useProfileMutation(DeleteMySubjectsDocument);
  const [deletingLevel, deleteLevels] = useProfileMutation(DeleteMySubjectLevelsDocument);
  const subjects = profile.subjectList;

  const add = (
    <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      {t('profile.subjects.add')}
    </Button>
  );

  const list =
    subjects.length === 0 ? (
      <EmptySection
        text={t('profile.subjects.empty')}
        actionLabel={t('profile.subjects.addFirst')}
        onAction={() => setEditing('new')}
      />
    ) : (
      <ul className={styles.itemList}>
        {subjects.map((subject) => (
          <li key={subject.pvid} className={styles.item}>
            <div className={styles.itemHead}>
              <h3 className={styles.itemTitle}>{subject.name}</h3>
              <div className={styles.itemActions}>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t('profile.common.editItem', { name: subject.name })}
                  title={t('profile.common.editItem', { name: subject.name })}
                  onClick={() => setEditing(subject)}
                />
                <ConfirmDeleteButton
                  label={t('profile.common.deleteItem', { name: subject.name })}
                  loading={deletingSubject}
                  onConfirm={async () =>
                    reportResult(
                      await deleteSubjects({ pvidList: [subject.pvid] }),
                      t('profile.common.deleted'),
                    )
                  }
                />
              </div>
            </div>
            <ul className={styles.levelList}>
              {subject.levels.map((level) => (
                <li key={level.pvid} className={styles.levelRow}>
                  <span className={styles.levelName}>
                    {level.name}
                    <span className={styles.levelCurriculum}>{level.curriculumName}</span>
                  </span>
                  <span className={styles.levelPrice}>
                    {t('profile.price.amountPerHour', { price: formatMoney(level.pricePerHour, country) })}
                  </span>
                  {subject.levels.length > 1 && (
                    <ConfirmDeleteButton
                      size="small"
                      label={t('profile.common.deleteItem', { name: `${subject.name} ${level.name}` })}
                      loading={deletingLevel}
                      onConfirm={async () =>
                        reportResult(
                          await deleteLevels({ pvidList: [level.pvid] }),
                          t('profile.common.deleted'),
                        )
                      }
                    />
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    );

  const modal = (
    <SubjectEditorModal
      open={editing !== null}
      subject={editing === 'new' ? null : editing}
      taken={subjects.map((subject) => subject.programmeSubjectPvid)}
      country={country}
      onClose={() => setEditing(null)}
    />
  );

  return (
    <SectionCard
      id={SECTION_ANCHORS.Subjects}
      icon={<ReadOutlined />}
      title={t('profile.sections.subjects')}
      description={t('profile.subjects.hint')}
      done={isSectionDone(profile, 'Subjects')}
      action={subjects.length > 0 && add}
    >
      {list}
      {modal}
    </SectionCard>
  );
}
