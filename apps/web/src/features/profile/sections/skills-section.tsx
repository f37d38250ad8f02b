import { PlusOutlined, ToolOutlined } from '../../../shared/ui/icons';
import { MESSAGES, SKILL_NAME_MAX } from '@ajar/domain';
import { AutoComplete, Button, Form, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuery } from 'urql';
import {
  DeleteMySkillsDocument,
  EditorFindSkillsDocument,
  UpdateMySkillsDocument,
} from '../../../gql/graphql';
import { translateFormMessage } from '../../../shared/forms/translate-form-message';
import { SectionCard } from '../components/section-card';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { reportResult } from '../profile-feedback';
import { isSectionDone, SECTION_ANCHORS } from '../profile-sections';
import type { MyProfile } from '../profile-types';
import styles from '../components/profile-editor.module.css';

const SUGGEST_DELAY_MS = 250;

/** Waits until typing pauses before asking the server for suggestions. */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Skills: tags added by name with suggestions from findSkills (updateSkill, deleteSkill). */
export function SkillsSection({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const filter = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const [{ data }] = useQuery({
    query: EditorFindSkillsDocument,
    variables: { filter },
    pause: filter.length < 1,
  });
  const [adding, addSkills] = useProfileMutation(UpdateMySkillsDocument);
  const [deleting, deleteSkills] = useProfileMutation(DeleteMySkillsDocument);
  const owned = new Set(profile.skills.map((skill) => skill.name.toLowerCase()));
  const suggestions = (data?.findSkills ?? []).filter((name) => !owned.has(name.toLowerCase()));

  const add = async (name: string) => {
    const skill = name.trim();
    if (!skill) {
      setError(translateFormMessage(t, MESSAGES.required));
      return;
    }
    setError(undefined);
    if (owned.has(skill.toLowerCase())) {
      setText('');
      return;
    }
    const result = await addSkills({ list: [skill] });
    if (reportResult(result, t('profile.skills.added', { name: skill }))) setText('');
  };

  const body = (
    <>
      {profile.skills.length === 0 ? (
        <p className={styles.emptyInline}>{t('profile.skills.empty')}</p>
      ) : (
        <ul className={styles.chips} aria-label={t('profile.sections.skills')}>
          {profile.skills.map((skill) => (
            <li key={skill.pvid}>
              <Tag
                className={styles.skillTag}
                closable={!deleting}
                closeIcon={<span aria-label={t('profile.common.deleteItem', { name: skill.name })}>×</span>}
                onClose={(event) => {
                  event.preventDefault();
                  void deleteSkills({ pvidList: [skill.pvid] }).then((result) =>
                    reportResult(result, t('profile.common.deleted')),
                  );
                }}
              >
                {skill.name}
              </Tag>
            </li>
          ))}
        </ul>
      )}
      <Form.Item
        label={t('profile.skills.label')}
        htmlFor="field-skill"
        validateStatus={error ? 'error' : undefined}
        help={error}
        layout="vertical"
        className={styles.skillForm}
      >
        <Space.Compact block>
          <AutoComplete
            id="field-skill"
            value={text}
            onChange={(next: string) => setText(next)}
            onSelect={(name: string) => void add(name)}
            options={suggestions.map((name) => ({ value: name }))}
            placeholder={t('profile.skills.placeholder')}
            maxLength={SKILL_NAME_MAX}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && suggestions.length === 0) {
                event.preventDefault();
                void add(text);
              }
            }}
            style={{ width: '100%' }}
          />
          <Button type="primary" icon={<PlusOutlined />} loading={adding} onClick={() => void add(text)}>
            {t('profile.skills.add')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
  return (
    <SectionCard
      id={SECTION_ANCHORS.Skill}
      icon={<ToolOutlined />}
      title={t('profile.sections.skills')}
      description={t('profile.skills.hint')}
      done={isSectionDone(profile, 'Skill')}
    >
      {body}
    </SectionCard>
  );
}
