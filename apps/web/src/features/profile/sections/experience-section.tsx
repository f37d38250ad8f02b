import type { CountryCode } from '@ajar/domain';
import { Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  DeleteMyExperienceDocument,
  DeleteMyExperienceSubjectsDocument,
  type DeleteMyExperienceSubjectsMutation,
  type DeleteMyExperienceSubjectsMutationVariables,
} from '../../../gql/graphql';
import { dateRangeText } from '../date-range';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { reportResult } from '../profile-feedback';
import type { MyExperience, MyProfile } from '../profile-types';
import { ExperienceForm, EXPERIENCE_FORM_ID } from './experience-editor-form';
import { ListSectionEditor } from './list-section-editor';
import styles from '../components/profile-editor.module.css';

interface ExperienceSectionProps {
  readonly profile: MyProfile;
  readonly country: CountryCode;
}

/** Tutoring experiences of the three kinds (updateExperience, deleteExperience, deleteExperienceSubject). */
export function ExperienceSection({ profile, country }: ExperienceSectionProps) {
  const subjectRemoval = useProfileMutation(DeleteMyExperienceSubjectsDocument);
  return (
    <ListSectionEditor
      name="experience"
      profile={profile}
      renderItem={(entry) => <ExperienceItem entry={entry} subjectRemoval={subjectRemoval} />}
      nameOf={(entry) => entry.institution}
      deleteDocument={DeleteMyExperienceDocument}
      formId={EXPERIENCE_FORM_ID}
      modalWidth={640}
      renderForm={(props) => <ExperienceForm {...props} country={country} tutorKind={profile.tutorKind} />}
    />
  );
}

/** An experience in the list: where, its type, when, and its subjects (each removable while two are left). */
function ExperienceItem({
  entry,
  subjectRemoval: [deletingSubject, removeSubject],
}: {
  entry: MyExperience;
  subjectRemoval: ReturnType<
    typeof useProfileMutation<DeleteMyExperienceSubjectsMutation, DeleteMyExperienceSubjectsMutationVariables>
  >;
}) {
  const { t } = useTranslation();
  return (
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
              closeIcon={<span aria-label={t('profile.common.deleteItem', { name: subject.name })}>×</span>}
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
  );
}
