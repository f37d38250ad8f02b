import {
  STUDY_ROOM_CAPACITY_MAX,
  STUDY_ROOM_CAPACITY_MIN,
  STUDY_ROOM_MODES,
  STUDY_ROOM_NAME_MAX,
  STUDY_ROOM_TOPICS,
  createStudyRoomSchema,
  fieldErrorsOf,
  studyRoomPath,
  type MessageKey,
  type StudyRoomMode,
  type StudyRoomTopic,
} from '@ajar/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { CreateStudyRoomDocument } from '../../../gql/graphql';
import { readServerError } from '../../../shared/api/server-errors';
import { showError } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { Button } from '../../../shared/ui/button';
import styles from './create-room-form.module.css';

const CAPACITIES = Array.from(
  { length: STUDY_ROOM_CAPACITY_MAX - STUDY_ROOM_CAPACITY_MIN + 1 },
  (_, index) => STUDY_ROOM_CAPACITY_MIN + index,
);

/** Start a study room: name, topic, camera or audio only, and how many people; then its page. */
export function CreateRoomForm({ defaultTopic }: { defaultTopic: StudyRoomTopic | null }) {
  const { t } = useTranslation();
  const country = useCountry();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [topic, setTopic] = useState<StudyRoomTopic>(defaultTopic ?? 'GENERAL');
  const [mode, setMode] = useState<StudyRoomMode>('CAMERA');
  const [capacity, setCapacity] = useState(STUDY_ROOM_CAPACITY_MAX);
  const [nameError, setNameError] = useState<MessageKey | null>(null);
  const [{ fetching }, create] = useMutation(CreateStudyRoomDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createStudyRoomSchema.safeParse({ name, topic, mode, capacity });
    if (!parsed.success) {
      setNameError(fieldErrorsOf(parsed.error)['name'] ?? null);
      return;
    }
    setNameError(null);
    const result = await create(parsed.data);
    const room = result.data?.createStudyRoom;
    if (room) {
      void navigate(studyRoomPath(country, room.id));
      return;
    }
    const field = readServerError(result.error).fields['name'];
    if (field) setNameError(field);
    else showError(result.error);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="create-room-title">
      <h2 id="create-room-title" className={styles.title}>
        {t('rooms.create.title')}
      </h2>
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor="create-room-name">{t('rooms.create.name')}</label>
        <input
          id="create-room-name"
          className={styles.control}
          value={name}
          maxLength={STUDY_ROOM_NAME_MAX + 20}
          placeholder={t('rooms.create.namePlaceholder')}
          aria-invalid={nameError !== null}
          aria-describedby={nameError ? 'create-room-name-error' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {nameError && (
          <span id="create-room-name-error" className={styles.error} role="alert">
            {t(`messages.${nameError}`)}
          </span>
        )}
      </div>
      <label className={styles.field}>
        {t('rooms.create.topic')}
        <select
          className={styles.control}
          value={topic}
          onChange={(event) => setTopic(event.target.value as StudyRoomTopic)}
        >
          {STUDY_ROOM_TOPICS.map((value) => (
            <option key={value} value={value}>
              {t(`rooms.topics.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('rooms.create.capacity')}
        <select
          className={styles.control}
          value={capacity}
          onChange={(event) => setCapacity(Number(event.target.value))}
        >
          {CAPACITIES.map((value) => (
            <option key={value} value={value}>
              {t('rooms.create.people', { count: value })}
            </option>
          ))}
        </select>
      </label>
      <fieldset className={`${styles.modes} ${styles.wide}`}>
        <legend className={styles.legend}>{t('rooms.create.mode')}</legend>
        {STUDY_ROOM_MODES.map((value) => (
          <label key={value} className={styles.mode}>
            <input
              type="radio"
              name="study-room-mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            {t(`rooms.modes.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className={`${styles.actions} ${styles.wide}`}>
        <Button variant="primary" type="submit" disabled={fetching}>
          {t('rooms.create.submit')}
        </Button>
      </div>
    </form>
  );
}
