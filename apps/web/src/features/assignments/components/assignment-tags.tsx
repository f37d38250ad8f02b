import { Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { myAnswer, type TutorAnswer } from '../assignment-status';
import type { AssignmentItem } from '../assignment-types';

const ANSWER_COLOURS: Readonly<Record<TutorAnswer, string>> = {
  offered: 'gold',
  applied: 'green',
  rejected: 'default',
};

/** Open or closed for the student who posted it; the tutor's own answer for a tutor. */
export function AssignmentTags({
  item,
}: {
  item: Pick<AssignmentItem, 'role' | 'isActive' | 'acceptanceTutorList'>;
}) {
  const { t } = useTranslation();
  const answer = myAnswer(item);
  return (
    <span>
      {(item.role === 'OWNER' || !item.isActive) && (
        <Tag color={item.isActive ? 'green' : 'default'}>
          {item.isActive ? t('assignments.card.open') : t('assignments.card.closed')}
        </Tag>
      )}
      {answer && <Tag color={ANSWER_COLOURS[answer]}>{t(`assignments.card.answers.${answer}`)}</Tag>}
    </span>
  );
}
