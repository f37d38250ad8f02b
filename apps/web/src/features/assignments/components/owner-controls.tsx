import { LockOutlined, UnlockOutlined } from '../../../shared/ui/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useMutation } from 'urql';
import { SetPostingAssignmentActiveDocument } from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import type { AssignmentItem } from '../assignment-types';

/** The student closes their assignment (tutors can no longer apply) or opens it again. */
export function OwnerControls({ item }: { item: AssignmentItem }) {
  const { t } = useTranslation();
  const [{ fetching }, setActive] = useMutation(SetPostingAssignmentActiveDocument);

  async function change(isActive: boolean) {
    const result = await setActive({ pvid: item.pvid, isActive });
    if (result.error) showError(result.error);
    else showSuccess(t(isActive ? 'assignments.detail.reopenedNow' : 'assignments.detail.closedNow'));
  }

  if (!item.isActive)
    return (
      <Button icon={<UnlockOutlined />} loading={fetching} onClick={() => void change(true)}>
        {t('assignments.detail.reopen')}
      </Button>
    );
  return (
    <Popconfirm
      title={t('assignments.detail.closeConfirm')}
      okText={t('assignments.detail.yes')}
      cancelText={t('assignments.detail.no')}
      onConfirm={() => change(false)}
    >
      <Button icon={<LockOutlined />} loading={fetching}>
        {t('assignments.detail.close')}
      </Button>
    </Popconfirm>
  );
}
