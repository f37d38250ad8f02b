import { CheckCircleFilled, UsergroupAddOutlined } from '../../../shared/ui/icons';
import {
  formatMoney,
  marketOf,
  MATCHING_MAX_LESSONS_PER_WEEK,
  ROLE_CODES,
  MATCHING_MAX_SUBJECTS,
  WEEKDAYS,
  type Weekday,
} from '@ajar/domain';
import { Breadcrumb, Button, Checkbox, InputNumber, Select } from 'antd';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import {
  BrowseMatchingGoalsDocument,
  BrowseMatchingSubjectOptionsDocument,
  BrowseMatchingTutorsDocument,
  type BrowseMatchingTutorsQuery,
} from '../../../gql/graphql';
import { showError } from '../../../shared/feedback/toast';
import { useCountry } from '../../../shared/market/country-context';
import { ButtonLink } from '../../../shared/ui/button-link';
import { profileMarket } from '../../../shared/profile/profile-market';
import { LoadFailed, SkeletonGrid } from '../components/result-states';
import { TutorCard } from '../components/tutor-card';
import {
  DEFAULT_LESSONS_PER_WEEK,
  isValidMatchingRequest,
  matchingFromSearch,
  searchFromMatching,
  validateMatchingRequest,
  type MatchingErrors,
  type MatchingRequest,
} from '../matching-request';
import styles from '../browse.module.css';
import browseFormStyles from '../components/browse-form.module.css';
import matchingGuidePageStyles from './matching-guide-page.module.css';
import { presentItems } from '../../../shared/api/present-items';
import { useRoleCode } from '../../../shared/session/use-role-code';

type Match = NonNullable<BrowseMatchingTutorsQuery['getMatchingTutors'][number]>;

function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className={browseFormStyles.fieldError} role="alert">
      {message}
    </p>
  );
}

function MatchingForm({
  initial,
  onSubmit,
}: {
  initial: MatchingRequest;
  onSubmit: (request: MatchingRequest) => void;
}) {
  const { t } = useTranslation();
  const country = useCountry();
  const baseId = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<MatchingErrors>({});
  const [{ data, fetching }] = useQuery({
    query: BrowseMatchingSubjectOptionsDocument,
    variables: { country },
  });
  const subjectOptions = (data?.getProgrammeSubjectList ?? []).map((subject) => ({
    value: subject.pvid,
    label: subject.name,
  }));
  const errorText = (field: keyof MatchingErrors): string | null => {
    const key = errors[field];
    return key
      ? t(`browse.matching.errors.${key}`, {
          max: key === 'lessonsRange' ? MATCHING_MAX_LESSONS_PER_WEEK : MATCHING_MAX_SUBJECTS,
        })
      : null;
  };
  const update = (next: MatchingRequest) => {
    setDraft(next);
    // Once shown, an error goes away as soon as the field is right.
    if (Object.keys(errors).length > 0) setErrors(validateMatchingRequest(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateMatchingRequest(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  };
  const ids = {
    subjects: `${baseId}-subjects`,
    lessons: `${baseId}-lessons`,
    days: `${baseId}-days`,
  };

  return (
    <form className={browseFormStyles.matchingForm} onSubmit={submit} noValidate>
      <h2 className={styles.asideTitle}>{t('browse.matching.formTitle')}</h2>
      <div className={browseFormStyles.field}>
        <label htmlFor={ids.subjects} className={browseFormStyles.fieldLabel}>
          {t('browse.matching.subjects')}
        </label>
        <Select
          id={ids.subjects}
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('browse.matching.subjectsPlaceholder', { max: MATCHING_MAX_SUBJECTS })}
          options={subjectOptions}
          loading={fetching}
          value={[...draft.subjects]}
          onChange={(subjects: string[]) => update({ ...draft, subjects })}
          status={errors.subjects ? 'error' : undefined}
          aria-describedby={errors.subjects ? `${ids.subjects}-error` : undefined}
          className={browseFormStyles.control}
        />
        <FieldError id={`${ids.subjects}-error`} message={errorText('subjects')} />
      </div>
      <div className={browseFormStyles.field}>
        <label htmlFor={ids.lessons} className={browseFormStyles.fieldLabel}>
          {t('browse.matching.lessonsPerWeek')}
        </label>
        <InputNumber
          id={ids.lessons}
          min={1}
          max={MATCHING_MAX_LESSONS_PER_WEEK}
          precision={0}
          value={draft.lessonPerWeek}
          onChange={(value) => update({ ...draft, lessonPerWeek: typeof value === 'number' ? value : 0 })}
          status={errors.lessonPerWeek ? 'error' : undefined}
          aria-describedby={errors.lessonPerWeek ? `${ids.lessons}-error` : undefined}
          className={browseFormStyles.control}
        />
        <FieldError id={`${ids.lessons}-error`} message={errorText('lessonPerWeek')} />
      </div>
      <fieldset
        className={browseFormStyles.fieldset}
        aria-describedby={errors.preferredDays ? `${ids.days}-error` : undefined}
      >
        <legend className={browseFormStyles.fieldLabel}>{t('browse.matching.preferredDays')}</legend>
        <Checkbox.Group
          className={browseFormStyles.days}
          value={[...draft.preferredDays]}
          onChange={(days) => update({ ...draft, preferredDays: days as Weekday[] })}
          options={WEEKDAYS.map((day) => ({ value: day, label: t(`browse.matching.days.${day}`) }))}
        />
        <FieldError id={`${ids.days}-error`} message={errorText('preferredDays')} />
      </fieldset>
      <Button type="primary" htmlType="submit" size="large" block>
        {t('browse.matching.submit')}
      </Button>
    </form>
  );
}

function MatchExtra({ match, lessons }: { match: Match; lessons: number }) {
  const { t } = useTranslation();
  const market = profileMarket(match.tutor.country, useCountry());
  return (
    <div className={matchingGuidePageStyles.matchExtra}>
      <p className={matchingGuidePageStyles.matched}>
        <CheckCircleFilled className={matchingGuidePageStyles.matchedIcon} aria-hidden="true" />
        <span>
          {t('browse.matching.matched')}: {match.matchedSubjects.join(', ')}
        </span>
      </p>
      {match.weeklyPrice !== null && (
        <p className={matchingGuidePageStyles.weekly}>
          {t('browse.matching.weeklyPrice', {
            count: lessons,
            price: formatMoney(match.weeklyPrice, market),
          })}
        </p>
      )}
    </div>
  );
}

function Matches({ request }: { request: MatchingRequest }) {
  const { t } = useTranslation();
  const country = useCountry();
  const href = useFeatureHref();
  const variables = useMemo(
    () => ({
      country,
      subjects: [...request.subjects],
      lessonPerWeek: request.lessonPerWeek,
      preferredDays: [...request.preferredDays],
    }),
    [country, request],
  );
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: BrowseMatchingTutorsDocument,
    variables,
  });
  const [toasted, setToasted] = useState<unknown>(null);
  if (error && error !== toasted) {
    setToasted(error);
    showError(error);
  }

  if (!data) {
    if (fetching || !error) return <SkeletonGrid count={4} />;
    return <LoadFailed error={error} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  }
  const matches = presentItems(data.getMatchingTutors);
  if (matches.length === 0) {
    return (
      <div className={styles.empty}>
        <span className={styles.emptyIcon} aria-hidden="true">
          <UsergroupAddOutlined />
        </span>
        <h2 className={styles.emptyTitle}>{t('browse.matching.emptyTitle')}</h2>
        <p className={styles.emptyBody}>{t('browse.matching.emptyBody')}</p>
        <ButtonLink to={href('browseTutors')} type="primary">
          {t('browse.matching.browseAll')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      <h2 className={matchingGuidePageStyles.resultsTitle}>
        {t('browse.matching.resultsTitle', { count: matches.length })}
      </h2>
      <div className={styles.grid}>
        {matches.map((match) => (
          <TutorCard
            key={match.tutor.userPvid}
            tutor={match.tutor}
            extra={<MatchExtra match={match} lessons={request.lessonPerWeek} />}
          />
        ))}
      </div>
    </>
  );
}

/**
 * A student who saved goals (onboarding) and opens the guide without a request gets one from them: their
 * subjects and days, a lesson a week (no days saved: any day). True once it is filled in so.
 */
function useRequestFromGoals(asked: boolean, ask: (request: MatchingRequest) => void): boolean {
  const isStudent = useRoleCode() === ROLE_CODES.student;
  const [{ data }] = useQuery({ query: BrowseMatchingGoalsDocument, pause: !isStudent || asked });
  const [filled, setFilled] = useState(false);
  const goals = data?.myLearningGoals;
  useEffect(() => {
    if (asked || !goals || goals.subjects.length === 0) return;
    const days = WEEKDAYS.filter((day) => goals.preferredDays.includes(day));
    ask({
      subjects: goals.subjects.map((subject) => subject.pvid),
      lessonPerWeek: DEFAULT_LESSONS_PER_WEEK,
      preferredDays: days.length > 0 ? days : WEEKDAYS,
    });
    setFilled(true);
  }, [asked, goals, ask]);
  return filled;
}

/** Spec section 2: response, the matching guide: tutors for the subjects, lessons and days asked. */
export function MatchingGuidePage() {
  const { t } = useTranslation();
  const country = useCountry();
  const href = useFeatureHref();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const request = useMemo(() => matchingFromSearch(new URLSearchParams(query)), [query]);
  const asked = params.has('subjects') && isValidMatchingRequest(request);
  const [askedAgain, setAskedAgain] = useState(false);
  const filledFromGoals = useRequestFromGoals(
    params.has('subjects'),
    useCallback(
      (goals: MatchingRequest) => setParams(searchFromMatching(goals), { replace: true }),
      [setParams],
    ),
  );
  const title = t('browse.matching.title');

  return (
    <div className={styles.page}>
      <Breadcrumb
        aria-label={t('browse.breadcrumbLabel')}
        className={styles.breadcrumb}
        items={[
          { title: <Link to={href('home')}>{t('browse.home')}</Link> },
          { title: <span aria-current="page">{t('browse.matching.breadcrumb')}</span> },
        ]}
      />
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{t('browse.matching.subtitle', { market: marketOf(country).name })}</p>
      </header>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <MatchingForm
            key={query}
            initial={request}
            onSubmit={(next) => {
              setAskedAgain(true);
              setParams(searchFromMatching(next));
            }}
          />
        </aside>
        <div className={styles.results}>
          {asked && filledFromGoals && !askedAgain && (
            <p className={matchingGuidePageStyles.fromGoals}>{t('browse.matching.fromGoals')}</p>
          )}
          {asked ? (
            <Matches request={request} />
          ) : (
            <div className={styles.empty}>
              <span className={styles.emptyIcon} aria-hidden="true">
                <UsergroupAddOutlined />
              </span>
              <p className={styles.emptyBody}>{t('browse.matching.prompt')}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
