import type { CurrencyCode } from '@ajar/domain';
import { useMutation } from 'urql';
import { UpdateTutorTrialLessonDocument, type TutorAvailabilityFieldsFragment } from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TrialLessonCard } from './trial-lesson-card';

interface TrialLessonSectionProps {
  readonly saved: TutorAvailabilityFieldsFragment;
  readonly currency: CurrencyCode;
}

/** The trial lesson card, saved on its own (updateTutorTrialLesson), apart from the hours. */
export function TrialLessonSection({ saved, currency }: TrialLessonSectionProps) {
  const { t } = useTranslation();
  const [{ fetching }, update] = useMutation(UpdateTutorTrialLessonDocument);
  const trial = saved.trialLesson;
  return (
    <TrialLessonCard
      // A saved answer starts the card afresh.
      key={JSON.stringify(trial)}
      saved={trial ? { duration: trial.duration, price: trial.price } : null}
      currency={(trial?.currency as CurrencyCode | undefined) ?? currency}
      saving={fetching}
      onSave={async (next) => {
        const result = await update(
          next ? { offered: true, duration: next.duration, price: next.price } : { offered: false },
        );
        if (result.error) showError(result.error);
        else showSuccess(t('tutorHours.trial.saved'));
      }}
    />
  );
}
