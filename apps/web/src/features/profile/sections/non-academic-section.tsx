import { EditOutlined, PlusOutlined, TrophyOutlined } from '../../../shared/ui/icons';
import { formatMoney, type CountryCode } from '@ajar/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuery } from 'urql';
import {
  DeleteMyNonAcademicSubjectsDocument,
  EditorNonAcademicOptionsDocument,
  UpdateMyNonAcademicSubjectsDocument,
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

type SubNonAcademic = MyProfile['nonAcademic'][number]['subNonAcademic'][number];
type Editing = { parent: string; entry: SubNonAcademic } | 'new' | null;

/** A coach's lifelong-learning subjects: a category, a sub-category and a price (update/deleteSubjectNonAcademic). */
export function NonAcademicSection({ profile, country }: { profile: MyProfile; country: CountryCode }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const [{ data, fetching }] = useQuery({ query: EditorNonAcademicOptionsDocument, variables: { country } });
  const [, update] = useProfileMutation(UpdateMyNonAcademicSubjectsDocument);
  const [deleting, remove] = useProfileMutation(DeleteMyNonAcademicSubjectsDocument);
  const groups = profile.nonAcademic.filter((group) => group.subNonAcademic.length > 0);
  const taken = groups.flatMap((group) => group.subNonAcademic.map((entry) => entry.nonAcademicPvid));
  const current = editing !== null && editing !== 'new' ? editing : null;
  const categories = (data?.listProfileNonAcademic ?? []).map((category) => ({
    value: category.pvid,
    label: category.name,
    children: category.subNonAcademic
      .filter((sub) => sub.pvid === current?.entry.nonAcademicPvid || !taken.includes(sub.pvid))
      .map((sub) => ({ value: sub.pvid, label: sub.name })),
  }));

  return (
    <SectionCard
      id={SECTION_ANCHORS.Subjects}
      done={isSectionDone(profile, 'Subjects')}
      icon={<TrophyOutlined />}
      title={t('profile.sections.nonAcademic')}
      description={t('profile.nonAcademic.hint')}
      action={
        groups.length > 0 && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('profile.nonAcademic.add')}
          </Button>
        )
      }
    >
      {groups.length === 0 ? (
        <EmptySection
          text={t('profile.nonAcademic.empty')}
          actionLabel={t('profile.nonAcademic.addFirst')}
          onAction={() => setEditing('new')}
        />
      ) : (
        <ul className={styles.itemList}>
          {groups.map((group) => (
            <li key={group.pvid} className={styles.item}>
              <h3 className={styles.itemTitle}>{group.name}</h3>
              <ul className={styles.levelList}>
                {group.subNonAcademic.map((entry) => (
                  <li key={entry.pvid} className={styles.levelRow}>
                    <span className={styles.levelName}>{entry.name}</span>
                    <span className={styles.levelPrice}>
                      {t('profile.price.amountPerHour', { price: formatMoney(entry.pricePerHour, country) })}
                    </span>
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('profile.common.editItem', { name: entry.name })}
                      onClick={() => setEditing({ parent: group.pvid, entry })}
                    />
                    <ConfirmDeleteButton
                      size="small"
                      label={t('profile.common.deleteItem', { name: entry.name })}
                      loading={deleting}
                      onConfirm={async () =>
                        reportResult(await remove({ pvidList: [entry.pvid] }), t('profile.common.deleted'))
                      }
                    />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <PricedChoiceModal
        open={editing !== null}
        formId="non-academic-editor"
        title={t(current ? 'profile.nonAcademic.editTitle' : 'profile.nonAcademic.addTitle')}
        categoryLabel={t('profile.nonAcademic.category')}
        choiceLabel={t('profile.nonAcademic.subCategory')}
        country={country}
        options={[]}
        categories={categories}
        loading={fetching}
        initial={
          current
            ? {
                category: current.parent,
                choicePvid: current.entry.nonAcademicPvid,
                pricePerHour: current.entry.pricePerHour,
              }
            : null
        }
        onSave={(choicePvid, pricePerHour) =>
          update({
            list: [
              { nonAcademicPvid: choicePvid, pricePerHour, orderList: current?.entry.orderList ?? undefined },
            ],
          })
        }
        onClose={() => setEditing(null)}
      />
    </SectionCard>
  );
}
