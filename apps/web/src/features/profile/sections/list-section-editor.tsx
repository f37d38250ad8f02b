import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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

interface ListSectionEditorProps<Entry extends { readonly pvid: string }> {
  /** The anchor the completion checklist scrolls to. */
  readonly anchor: string;
  readonly icon: ReactNode;
  readonly texts: ListSectionTexts;
  /** Whether the section counts as done for profile completion; undefined when it does not count. */
  readonly done?: boolean;
  readonly entries: readonly Entry[];
  /** The list's layout: a timeline or a grid of cards. */
  readonly layout: 'timeline' | 'cards';
  /** The class of one item (the timeline's row, or the card of its kind). */
  readonly itemClassName: string | undefined;
  /** The item's name in "Edit …" and "Delete …". */
  readonly nameOf: (entry: Entry) => string;
  /** The item as shown in the list, without its edit and delete controls. */
  readonly renderItem: (entry: Entry) => ReactNode;
  readonly deleting: boolean;
  /** Deletes one item and reports it (a toast). */
  readonly onDelete: (entry: Entry) => Promise<unknown>;
  /** The id of the item form, which the dialog's save button submits. */
  readonly formId: string;
  readonly modalWidth?: number;
  readonly renderForm: (props: ItemFormProps<Entry>) => ReactNode;
}

/**
 * A profile section holding a list (education, experience, certificates, platforms): the list with
 * edit and delete (asking first) per item, an empty state with the first step, and the dialog an item
 * is added or edited in.
 */
export function ListSectionEditor<Entry extends { readonly pvid: string }>(
  props: ListSectionEditorProps<Entry>,
) {
  const { texts, entries } = props;
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const add = (
    <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      {texts.add}
    </Button>
  );
  return (
    <SectionCard
      id={props.anchor}
      icon={props.icon}
      title={texts.title}
      description={texts.hint}
      done={props.done}
      action={entries.length > 0 && add}
    >
      {entries.length === 0 ? (
        <EmptySection text={texts.empty} actionLabel={texts.addFirst} onAction={() => setEditing('new')} />
      ) : (
        <ItemList {...props} onEdit={setEditing} />
      )}
      <ItemModal
        {...props}
        open={editing !== null}
        entry={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </SectionCard>
  );
}

function ItemList<Entry extends { readonly pvid: string }>({
  entries,
  layout,
  itemClassName,
  nameOf,
  renderItem,
  deleting,
  onDelete,
  onEdit,
}: ListSectionEditorProps<Entry> & { onEdit: (entry: Entry) => void }) {
  const { t } = useTranslation();
  return (
    <ul className={layout === 'timeline' ? styles.timeline : styles.cardGrid}>
      {entries.map((entry) => (
        <li key={entry.pvid} className={itemClassName}>
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

function ItemModal<Entry extends { readonly pvid: string }>({
  open,
  entry,
  onClose,
  texts,
  formId,
  modalWidth,
  renderForm,
}: ListSectionEditorProps<Entry> & { open: boolean; entry: Entry | null; onClose: () => void }) {
  const [saving, setSaving] = useState(false);
  return (
    <EditorModal
      open={open}
      title={entry ? texts.editTitle : texts.addTitle}
      formId={formId}
      saving={saving}
      onCancel={onClose}
      width={modalWidth}
    >
      {renderForm({ entry, onClose, onSaving: setSaving })}
    </EditorModal>
  );
}
