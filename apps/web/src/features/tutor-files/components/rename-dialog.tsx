import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useMutation } from 'urql';
import { RenameTutorFileDocument, type TutorFileFieldsFragment } from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** A new display name for one of the tutor's files. */
export function RenameDialog({ file, onClose }: { file: TutorFileFieldsFragment; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(file.fileName);
  const [renaming, rename] = useMutation(RenameTutorFileDocument);

  async function submit() {
    const result = await rename({ id: file.id, fileName: name.trim() });
    if (result.error) {
      showError(result.error);
      return;
    }
    showSuccess(t('tutorFiles.resources.renamed'));
    onClose();
  }

  return (
    <Modal
      open
      title={t('tutorFiles.resources.renameTitle', { name: file.fileName })}
      okText={t('tutorFiles.resources.save')}
      cancelText={t('tutorFiles.resources.cancel')}
      okButtonProps={{ disabled: !name.trim(), loading: renaming.fetching }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <label htmlFor="rename-file">{t('tutorFiles.resources.renameLabel')}</label>
      <Input
        id="rename-file"
        value={name}
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={() => void submit()}
      />
    </Modal>
  );
}
