import {
  BankOutlined,
  EditOutlined,
  GlobalOutlined,
  PlusOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
} from '../../../shared/ui/icons';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ProfileSection } from '@ajar/domain';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { reportResult } from '../profile-feedback';
import { EXTRA_ANCHORS, isSectionDone, isTutorProfile, SECTION_ANCHORS } from '../profile-sections';
import type { MyCertificate, MyEducation, MyExperience, MyOtherPlatform, MyProfile } from '../profile-types';
import { ConfirmDeleteButton } from '../components/confirm-delete-button';
import { EditorModal } from '../components/editor-modal';
import { EmptySection } from '../components/empty-section';
import { SectionCard } from '../components/section-card';
import styles from '../components/profile-editor.module.css';

/** What a list section says, already translated. */
export interface ListSectionTexts {
  readonly title: string;
  readonly hint: string;
  readonly add: string;
  readonly empty: string;
  readonly addFirst: string;
  readonly addTitle: string;
  readonly editTitle: string;
}

/** The list sections of the profile editor, by the name their texts are kept under. */
export type ListSectionName = 'education' | 'experience' | 'certificates' | 'platforms';

/** A list section's texts: `profile.sections.<name>` and `profile.<name>.*`. */
export function listSectionTexts(t: TFunction, name: ListSectionName): ListSectionTexts {
  return {
    title: t(`profile.sections.${name}`),
    hint: t(`profile.${name}.hint`),
    add: t(`profile.${name}.add`),
    empty: t(`profile.${name}.empty`),
    addFirst: t(`profile.${name}.addFirst`),
    addTitle: t(`profile.${name}.addTitle`),
    editTitle: t(`profile.${name}.editTitle`),
  };
}

/** What the form of one item is given: the item (null for a new one) and the dialog's controls. */
export interface ItemFormProps<Entry> {
  readonly entry: Entry | null;
  readonly onClose: () => void;
  readonly onSaving: (saving: boolean) => void;
}

/** The entries each list section holds. */
interface ListSectionEntries {
  readonly education: MyEducation;
  readonly experience: MyExperience;
  readonly certificates: MyCertificate;
  readonly platforms: MyOtherPlatform;
}

type EntryOf<Name extends ListSectionName> = ListSectionEntries[Name];

interface ListSectionLayout {
  /** The anchor the completion checklist scrolls to. */
  readonly anchor: string;
  readonly icon: ReactNode;
  /** The completion section it counts for, if any; `tutorsOnly` when only a tutor's counts. */
  readonly counts?: ProfileSection;
  readonly tutorsOnly?: boolean;
  /** A timeline, or a grid of cards of the given class. */
  readonly cardClassName?: string;
  readonly entriesOf: (profile: MyProfile) => readonly { readonly pvid: string }[];
  /** How its delete mutation names an item: one pvid, or a list of them. */
  readonly deleteBy: 'pvid' | 'pvidList';
}

type DeleteVariables = { pvidList: string[] } | { pvid: string };
/** A section's delete mutation: by a list of pvids, or by one (certificates). */
export type DeleteDocument =
  TypedDocumentNode<unknown, { pvidList: string[] }> | TypedDocumentNode<unknown, { pvid: string }>;

/** Where each list section sits, how it counts and how it lays out its items: one table for the four. */
const LIST_SECTIONS: Readonly<Record<ListSectionName, ListSectionLayout>> = {
  education: {
    anchor: SECTION_ANCHORS.Education,
    icon: <BankOutlined />,
    counts: 'Education',
    tutorsOnly: true,
    entriesOf: (profile) => profile.education,
    deleteBy: 'pvidList',
  },
  experience: {
    anchor: SECTION_ANCHORS.Experience,
    icon: <SolutionOutlined />,
    counts: 'Experience',
    entriesOf: (profile) => profile.experience,
    deleteBy: 'pvidList',
  },
  certificates: {
    anchor: SECTION_ANCHORS.Certificate,
    icon: <SafetyCertificateOutlined />,
    counts: 'Certificate',
    cardClassName: styles.certificate,
    entriesOf: (profile) => profile.certificates,
    deleteBy: 'pvid',
  },
  platforms: {
    anchor: EXTRA_ANCHORS.otherPlatforms,
    icon: <GlobalOutlined />,
    cardClassName: styles.platform,
    entriesOf: (profile) => profile.otherPlatforms,
    deleteBy: 'pvidList',
  },
};

function doneOf(section: ListSectionLayout, profile: MyProfile): boolean | undefined {
  if (!section.counts || (section.tutorsOnly && !isTutorProfile(profile))) return undefined;
  return isSectionDone(profile, section.counts);
}

interface ListSectionEditorProps<Name extends ListSectionName> {
  /** Which section: its texts, anchor, icon, completion and layout come from LIST_SECTIONS. */
  readonly name: Name;
  readonly profile: MyProfile;
  /** The item's name in "Edit …" and "Delete …". */
  readonly nameOf: (entry: EntryOf<Name>) => string;
  /** The item as shown in the list, without its edit and delete controls. */
  readonly renderItem: (entry: EntryOf<Name>) => ReactNode;
  /** The section's delete mutation; the editor runs and reports it. */
  readonly deleteDocument: DeleteDocument;
  /** The id of the item form, which the dialog's save button submits. */
  readonly formId: string;
  readonly modalWidth?: number;
  readonly renderForm: (props: ItemFormProps<EntryOf<Name>>) => ReactNode;
}

/**
 * A profile section holding a list (education, experience, certificates, platforms): the list with
 * edit and delete (asking first) per item, an empty state with the first step, and the dialog an item
 * is added or edited in.
 */
export function ListSectionEditor<Name extends ListSectionName>(props: ListSectionEditorProps<Name>) {
  const { t } = useTranslation();
  const section = LIST_SECTIONS[props.name];
  const texts = listSectionTexts(t, props.name);
  // The table's entriesOf reads the field of this section's name, so its entries are EntryOf<Name>.
  const entries = section.entriesOf(props.profile) as readonly EntryOf<Name>[];
  // Either kind of delete document takes the variables DeleteVariables describes, chosen by deleteBy.
  const [deleting, remove] = useProfileMutation(
    props.deleteDocument as TypedDocumentNode<unknown, DeleteVariables>,
  );
  const [editing, setEditing] = useState<EntryOf<Name> | 'new' | null>(null);
  const add = (
    <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      {texts.add}
    </Button>
  );
  return (
    <SectionCard
      id={section.anchor}
      icon={section.icon}
      title={texts.title}
      description={texts.hint}
      done={doneOf(section, props.profile)}
      action={entries.length > 0 && add}
    >
      {entries.length === 0 ? (
        <EmptySection text={texts.empty} actionLabel={texts.addFirst} onAction={() => setEditing('new')} />
      ) : (
        <ItemList
          entries={entries}
          cardClassName={section.cardClassName}
          nameOf={props.nameOf}
          renderItem={props.renderItem}
          deleting={deleting}
          onDelete={async (entry) =>
            reportResult(
              await remove(section.deleteBy === 'pvid' ? { pvid: entry.pvid } : { pvidList: [entry.pvid] }),
              t('profile.common.deleted'),
            )
          }
          onEdit={setEditing}
        />
      )}
      <ItemModal
        open={editing !== null}
        entry={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        title={editing === null || editing === 'new' ? texts.addTitle : texts.editTitle}
        formId={props.formId}
        modalWidth={props.modalWidth}
        renderForm={props.renderForm}
      />
    </SectionCard>
  );
}

interface ItemListProps<Entry extends { readonly pvid: string }> {
  readonly entries: readonly Entry[];
  readonly cardClassName: string | undefined;
  readonly nameOf: (entry: Entry) => string;
  readonly renderItem: (entry: Entry) => ReactNode;
  readonly deleting: boolean;
  readonly onDelete: (entry: Entry) => Promise<unknown>;
  readonly onEdit: (entry: Entry) => void;
}

function ItemList<Entry extends { readonly pvid: string }>({
  entries,
  cardClassName,
  nameOf,
  renderItem,
  deleting,
  onDelete,
  onEdit,
}: ItemListProps<Entry>) {
  const { t } = useTranslation();
  return (
    <ul className={cardClassName ? styles.cardGrid : styles.timeline}>
      {entries.map((entry) => (
        <li key={entry.pvid} className={cardClassName ?? styles.timelineItem}>
          {renderItem(entry)}
          <div className={styles.itemActions}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('profile.common.editItem', { name: nameOf(entry) })}
              title={t('profile.common.editItem', { name: nameOf(entry) })}
              onClick={() => onEdit(entry)}
            />
            <ConfirmDeleteButton
              label={t('profile.common.deleteItem', { name: nameOf(entry) })}
              loading={deleting}
              onConfirm={() => onDelete(entry)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

interface ItemModalProps<Entry> {
  readonly open: boolean;
  readonly entry: Entry | null;
  readonly onClose: () => void;
  readonly title: string;
  readonly formId: string;
  readonly modalWidth: number | undefined;
  readonly renderForm: (props: ItemFormProps<Entry>) => ReactNode;
}

function ItemModal<Entry>({
  open,
  entry,
  onClose,
  title,
  formId,
  modalWidth,
  renderForm,
}: ItemModalProps<Entry>) {
  const [saving, setSaving] = useState(false);
  return (
    <EditorModal
      open={open}
      title={title}
      formId={formId}
      saving={saving}
      onCancel={onClose}
      width={modalWidth}
    >
      {renderForm({ entry, onClose, onSaving: setSaving })}
    </EditorModal>
  );
}
