import type { CurrencyCode } from '@ajar/domain';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useMutation } from 'urql';
import { UpdateTutorAvailabilityDocument, type TutorAvailabilityFieldsFragment } from '../../../gql/graphql';
import { showError, showInfo, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  copyMondayToWorkdays,
  draftOf,
  draftProblem,
  newException,
  updateVariables,
  withDay,
  type HoursDraft,
} from '../hours-model';
import { ExceptionsCard } from './exceptions-card';
import { NoticeCard } from './notice-card';
import { TrialLessonSection } from './trial-lesson-section';
import { WeeklyHoursCard } from './weekly-hours-card';
import { problemLimit } from '../problem-limit';
import styles from './tutor-hours.module.css';

interface HoursEditorProps {
  readonly saved: TutorAvailabilityFieldsFragment;
  readonly today: string;
  /** The tutor's currency: the trial lesson's price is in it. */
  readonly currency: CurrencyCode;
}

/** The tutor's hours as a draft: edited in place, checked by the domain's rules, saved whole. */
export function HoursEditor({ saved, today, currency }: HoursEditorProps) {
  const { t } = useTranslation();
  const [base, setBase] = useState(() => draftOf(saved));
  const [draft, setDraft] = useState<HoursDraft>(base);
  const [{ fetching }, update] = useMutation(UpdateTutorAvailabilityDocument);
  const dirty = JSON.stringify(draft) !== JSON.stringify(base);
  const problem = draftProblem(draft);

  async function save() {
    const result = await update(updateVariables(draft));
    const next = result.data?.updateTutorAvailability;
    if (!next) {
      showError(result.error);
      return;
    }
    const fresh = draftOf(next);
    setBase(fresh);
    setDraft(fresh);
    showSuccess(t('tutorHours.saved'));
  }

  return (
    <>
      {!saved.isSet && !dirty && (
        <Alert className={styles.note} type="info" showIcon title={t('tutorHours.defaultsNote')} />
      )}
      <WeeklyHoursCard
        weekly={draft.weekly}
        onDayChange={(weekday, intervals) => setDraft(withDay(draft, weekday, intervals))}
        onCopyMonday={() => {
          setDraft(copyMondayToWorkdays(draft));
          showInfo(t('tutorHours.weekly.copied'));
        }}
      />
      <ExceptionsCard
        exceptions={draft.exceptions}
        today={today}
        onChange={(exceptions) => setDraft({ ...draft, exceptions })}
        onAdd={() => setDraft({ ...draft, exceptions: [...draft.exceptions, newException(draft, today)] })}
      />
      <NoticeCard value={draft.noticeHours} onChange={(noticeHours) => setDraft({ ...draft, noticeHours })} />
      <TrialLessonSection saved={saved} currency={currency} />
      <div className={dirty ? `${styles.saveBar} ${styles.sticky}` : styles.saveBar}>
        {problem ? (
          <span className={`${styles.saveNote} ${styles.problem}`}>
            {t(`tutorHours.problems.${problem}`, problemLimit(problem))}
          </span>
        ) : (
          dirty && <span className={styles.saveNote}>{t('tutorHours.unsaved')}</span>
        )}
        {dirty && (
          <Button onClick={() => setDraft(base)} disabled={fetching}>
            {t('tutorHours.reset')}
          </Button>
        )}
        <Button
          type="primary"
          loading={fetching}
          disabled={!dirty || problem !== null}
          onClick={() => void save()}
        >
          {t('tutorHours.save')}
        </Button>
      </div>
    </>
  );
}
