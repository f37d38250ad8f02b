import { CheckOutlined, CloseOutlined } from '../../../shared/ui/icons';
import { Button } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { myAnswer } from '../assignment-status';
import type { AssignmentItem } from '../assignment-types';
import { useAnswerAssignment } from '../hooks/use-answer-assignment';

/** Accept or reject while offered; change one's mind afterwards. Nothing once the student closed it. */
export function TutorAnswerButtons({ item }: { item: AssignmentItem }) {
  const { t } = useTranslation();
  const { answer, isPending, busy } = useAnswerAssignment();
  if (item.role !== 'TUTOR' || !item.isActive) return null;
  const current = myAnswer(item);
  const accept = (label: string) => (
    <Button
      type="primary"
      icon={<CheckOutlined />}
      loading={isPending(item.pvid, true)}
      disabled={busy}
      onClick={() => void answer(item.pvid, true)}
    >
      {label}
    </Button>
  );
  const reject = (label: string) => (
    <Button
      icon={<CloseOutlined />}
      loading={isPending(item.pvid, false)}
      disabled={busy}
      onClick={() => void answer(item.pvid, false)}
    >
      {label}
    </Button>
  );
  if (current === 'applied') return reject(t('assignments.detail.withdraw'));
  if (current === 'rejected') return accept(t('assignments.detail.acceptAfterAll'));
  return (
    <>
      {accept(t('assignments.detail.accept'))}
      {reject(t('assignments.detail.reject'))}
    </>
  );
}
