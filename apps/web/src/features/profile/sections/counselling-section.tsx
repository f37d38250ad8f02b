import { CommentOutlined, EditOutlined, PlusOutlined } from '../../../shared/ui/icons';
import { formatMoney, type CountryCode } from '@ajar/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuery } from 'urql';
import {
  DeleteMyCounsellingSubjectsDocument,
  EditorCounsellingOptionsDocument,
  UpdateMyCounsellingSubjectsDocument,
} from '../../../gql/graphql';
import { ConfirmDeleteButton } from '../components/confirm-delete-button';
import { EmptySection } from '../components/empty-section';
import { SectionCard } from '../components/section-card';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { reportResult } from '../profile-feedback';
import { isSectionDone, SECTION_ANCHORS } from '../profile-sections';
import type { MyProfile } from '../profile-types';
import { PricedChoiceModal } from './priced-choice-modal';
import styles from '../components/profile-editor.module.css';

type CounsellingSubject = MyProfile['counsellingSubjects'][number];

/** A counsellor's subjects (getProgrammeSubjectCounselling; update/deleteProgrammeSubjectCounselling). */
export function CounsellingSection({ profile, country }: { profile: MyProfile; country: CountryCode }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<CounsellingSubject | 'new' | null>(null);
  const [{ data, fetching }] = useQuery({ query: EditorCounsellingOptionsDocument, variables: { country } });
  const [, update] = useProfileMutation(UpdateMyCounsellingSubjectsDocument);
  const [deleting, remove] = useProfileMutation(DeleteMyCounsellingSubjectsDocument);
  const subjects = profile.counsellingSubjects;
  const taken = subjects.map((subject) => subject.programmeSubjectCounsellingPvid);
  const current = editing === 'new' ? null : editing;
  const options = (data?.getProgrammeSubjectCounselling ?? [])
    .filter(
      (option) => option.pvid === current?.programmeSubjectCounsellingPvid || !taken.includes(option.pvid),
    )
    .map((option) => ({ value: option.pvid, label: option.name }));

  return (
    <SectionCard
      id={SECTION_ANCHORS.Subjects}
      done={isSectionDone(profile, 'Subjects')}
      icon={<CommentOutlined />}
      title={t('profile.sections.counselling')}
      description={t('profile.counselling.hint')}
      action={
        subjects.length > 0 && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('profile.counselling.add')}
          </Button>
        )
      }
    >
      {subjects.length === 0 ? (
        <EmptySection
          text={t('profile.counselling.empty')}
          actionLabel={t('profile.counselling.addFirst')}
          onAction={() => setEditing('new')}
        />
      ) : (
        <ul className={styles.levelList}>
          {subjects.map((subject) => (
            <li key={subject.pvid} className={styles.levelRow}>
              <span className={styles.levelName}>{subject.name}</span>
              <span className={styles.levelPrice}>
                {t('profile.price.amountPerHour', { price: formatMoney(subject.pricePerHour, country) })}
              </span>
              <Button
                type="text"
                size="small"
                icon={<EditOutlined />}
                aria-label={t('profile.common.editItem', { name: subject.name })}
                onClick={() => setEditing(subject)}
              />
              <ConfirmDeleteButton
                size="small"
                label={t('profile.common.deleteItem', { name: subject.name })}
                loading={deleting}
                onConfirm={async () =>
                  reportResult(await remove({ pvidList: [subject.pvid] }), t('profile.common.deleted'))
                }
              />
            </li>
          ))}
        </ul>
      )}
      <PricedChoiceModal
        open={editing !== null}
        formId="counselling-editor"
        title={t(current ? 'profile.counselling.editTitle' : 'profile.counselling.addTitle')}
        choiceLabel={t('profile.counselling.subject')}
        country={country}
        options={options}
        loading={fetching}
        initial={
          current
            ? { choicePvid: current.programmeSubjectCounsellingPvid, pricePerHour: current.pricePerHour }
            : null
        }
        onSave={(choicePvid, pricePerHour) =>
          update({
            list: [
              {
                programmeSubjectCounsellingPvid: choicePvid,
                pricePerHour,
                orderList: current?.orderList ?? subjects.length + 1,
              },
            ],
          })
        }
        onClose={() => setEditing(null)}
      />
    </SectionCard>
  );
}
