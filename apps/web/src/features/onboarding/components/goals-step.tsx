import {
  LEARNING_GOALS,
  MARKETS,
  MATCHING_MAX_SUBJECTS,
  PREFERRED_TIMES,
  WEEKDAYS,
  type CountryCode,
  type LearningGoal,
  type PreferredTime,
  type Weekday,
} from '@ajar/domain';
import { Button, Checkbox, Form, Input, Radio, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { MyLearningGoalsDocument, SaveLearningGoalsDocument } from '../../../gql/graphql';
import { translateFormMessage } from '../../../shared/forms/translate-form-message';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { reportResult, useSubjectReference } from '../../profile';
import { budgetText, checkGoals, EMPTY_GOALS, type GoalsField, type GoalsValues } from '../goals-form';
import styles from './goals-step.module.css';

interface GoalsStepProps {
  readonly country: CountryCode;
  readonly submitLabel: string;
  readonly onSaved: () => void;
}

/** Onboarding's goals: what, at which level, why, the most an hour and when; they drive the recommendations. */
export function GoalsStep({ country, submitLabel, onSaved }: GoalsStepProps) {
  const [{ data, fetching }] = useQuery({ query: MyLearningGoalsDocument });
  if (fetching && !data) return <Skeleton active paragraph={{ rows: 6 }} title={false} />;
  const saved = data?.myLearningGoals;
  const initial: GoalsValues = saved
    ? {
        subjects: saved.subjects.map((subject) => subject.pvid),
        level: saved.level?.pvid ?? null,
        goal: saved.goal,
        budget: budgetText(saved.budgetPerHour, country),
        preferredDays: saved.preferredDays.filter((day): day is Weekday =>
          (WEEKDAYS as readonly string[]).includes(day),
        ),
        preferredTimes: saved.preferredTimes,
      }
    : EMPTY_GOALS;
  return <GoalsForm country={country} initial={initial} submitLabel={submitLabel} onSaved={onSaved} />;
}

function GoalsForm({
  country,
  initial,
  submitLabel,
  onSaved,
}: GoalsStepProps & { readonly initial: GoalsValues }) {
  const { t } = useTranslation();
  const reference = useSubjectReference(country);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<GoalsField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [{ fetching: saving }, save] = useMutation(SaveLearningGoalsDocument);

  const change = (next: Partial<GoalsValues>) => {
    const changed = { ...values, ...next };
    setValues(changed);
    if (submitted) {
      const result = checkGoals(changed, country);
      setErrors(result.ok ? {} : result.errors);
    }
  };
  const submit = async () => {
    setSubmitted(true);
    const result = checkGoals(values, country);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const answer = await save(result.input, { additionalTypenames: ['LearningGoals', 'RecommendedTutor'] });
    if (reportResult(answer, t('messages.learningGoalsSaved'))) onSaved();
  };
  const item = (field: GoalsField) => ({
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: translateFormMessage(t, errors[field]),
  });

  return (
    <Form layout="vertical" onFinish={() => void submit()} className={styles.form}>
      <Form.Item label={t('onboarding.goals.subjects')} htmlFor="goals-subjects" {...item('subjects')}>
        <Select
          id="goals-subjects"
          mode="multiple"
          maxCount={MATCHING_MAX_SUBJECTS}
          placeholder={t('onboarding.goals.subjectsPlaceholder')}
          loading={reference.fetching}
          options={reference.subjectOptions}
          optionFilterProp="label"
          value={[...values.subjects]}
          onChange={(subjects: string[]) => change({ subjects })}
        />
      </Form.Item>
      <Form.Item label={t('onboarding.goals.level')} htmlFor="goals-level" {...item('level')}>
        <Select
          id="goals-level"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('onboarding.goals.levelPlaceholder')}
          loading={reference.fetching}
          options={reference.levelOptions}
          value={values.level ?? undefined}
          onChange={(level: string | undefined) => change({ level: level ?? null })}
        />
      </Form.Item>
      <Form.Item label={t('onboarding.goals.goal')} {...item('goal')}>
        <Radio.Group
          className={styles.choices}
          role="radiogroup"
          aria-label={t('onboarding.goals.goal')}
          value={values.goal}
          onChange={(event) => change({ goal: event.target.value as LearningGoal })}
          options={LEARNING_GOALS.map((goal) => ({
            value: goal,
            label: t(`onboarding.goals.goals.${goal}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        label={t('onboarding.goals.budget', { currency: MARKETS[country].currency })}
        htmlFor="goals-budget"
        extra={translateFormMessage(t, errors.budget) ? undefined : t('onboarding.goals.budgetHint')}
        {...item('budget')}
      >
        <Input
          id="goals-budget"
          inputMode="decimal"
          prefix={MARKETS[country].symbol}
          className={styles.budget}
          value={values.budget}
          onChange={(event) => change({ budget: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('onboarding.goals.days')} {...item('preferredDays')}>
        <div role="group" aria-label={t('onboarding.goals.days')}>
          <Checkbox.Group
            className={styles.choices}
            value={[...values.preferredDays]}
            onChange={(days) => change({ preferredDays: days as Weekday[] })}
            options={WEEKDAYS.map((day) => ({ value: day, label: t(`onboarding.goals.weekdays.${day}`) }))}
          />
        </div>
      </Form.Item>
      <Form.Item label={t('onboarding.goals.times')} {...item('preferredTimes')}>
        <div role="group" aria-label={t('onboarding.goals.times')}>
          <Checkbox.Group
            className={styles.choices}
            value={[...values.preferredTimes]}
            onChange={(times) => change({ preferredTimes: times as PreferredTime[] })}
            options={PREFERRED_TIMES.map((time) => ({
              value: time,
              label: t(`onboarding.goals.timesOfDay.${time}`),
            }))}
          />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Form>
  );
}
