import { BookOutlined } from '../../../shared/ui/icons';
import { MESSAGES, type CountryCode } from '@ajar/domain';
import { Button, Checkbox, Form, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuery } from 'urql';
import { EditorCurriculaDocument, UpdateMyCurriculumListDocument } from '../../../gql/graphql';
import { translateFormMessage } from '../../../shared/forms/translate-form-message';
import { SectionCard } from '../components/section-card';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { reportResult } from '../profile-feedback';
import { EXTRA_ANCHORS } from '../profile-sections';
import type { MyProfile } from '../profile-types';
import styles from './section-form.module.css';

interface CurriculumSectionProps {
  readonly profile: MyProfile;
  readonly country: CountryCode;
  /** Onboarding asks for at least one and moves on after saving. */
  readonly requireOne?: boolean;
  readonly onSaved?: () => void;
  readonly submitLabel?: string;
  readonly bare?: boolean;
}

/** The curricula a tutor teaches or a student follows (updateProfileCurriculum replaces the list). */
export function CurriculumSection({
  profile,
  country,
  requireOne,
  onSaved,
  submitLabel,
  bare,
}: CurriculumSectionProps) {
  const { t } = useTranslation();
  const [{ data, fetching }] = useQuery({ query: EditorCurriculaDocument, variables: { country } });
  const saved = profile.curriculumList.map((curriculum) => curriculum.pvid);
  const [chosen, setChosen] = useState<string[]>(saved);
  const [error, setError] = useState<string | undefined>();
  const [saving, update] = useProfileMutation(UpdateMyCurriculumListDocument);
  const changed = chosen.length !== saved.length || chosen.some((pvid) => !saved.includes(pvid));

  const save = async () => {
    if (requireOne && chosen.length === 0) {
      setError(translateFormMessage(t, MESSAGES.curriculumRequired));
      return;
    }
    setError(undefined);
    const result = await update({ list: chosen });
    if (reportResult(result, t('profile.common.saved'))) onSaved?.();
  };

  const body = fetching ? (
    <Skeleton active paragraph={{ rows: 2 }} title={false} />
  ) : (
    <>
      <Form.Item
        label={t('profile.curriculum.label')}
        validateStatus={error ? 'error' : undefined}
        help={error}
        layout="vertical"
      >
        <Checkbox.Group
          className={styles.checkCards}
          value={chosen}
          onChange={(next) => setChosen(next)}
          options={(data?.getProgrammeCurriculumList ?? []).map((curriculum) => ({
            value: curriculum.pvid,
            label: curriculum.name,
          }))}
        />
      </Form.Item>
      <Button type="primary" onClick={() => void save()} loading={saving} disabled={!changed && !submitLabel}>
        {submitLabel ?? t('profile.common.save')}
      </Button>
    </>
  );

  if (bare) return body;
  return (
    <SectionCard
      id={EXTRA_ANCHORS.curriculum}
      icon={<BookOutlined />}
      title={t('profile.sections.curriculum')}
      description={t('profile.curriculum.hint')}
    >
      {body}
    </SectionCard>
  );
}
