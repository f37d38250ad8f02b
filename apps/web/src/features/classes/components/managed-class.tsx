import { classPagePath, classSessionCancellable } from '@ajar/domain';
import { Button, Input, InputNumber, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import {
  CancelClassSessionDocument,
  MessageClassStudentsDocument,
  UpdateClassDocument,
  type GetMyTutorClassesQuery,
} from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import frame from '../../../shared/ui/page-frame.module.css';
import { ClassCover } from './class-card';
import styles from './managed-class.module.css';
import { JoinLessonLink } from '../../classroom';
import { SessionList } from './session-list';
import { useClassFormat } from './use-class-format';

type Managed = NonNullable<GetMyTutorClassesQuery['getMyTutorClasses'][number]>;

function EditClass({ managed, onDone }: { managed: Managed; onDone: () => void }) {
  const { t } = useTranslation();
  const row = managed.class;
  const [title, setTitle] = useState(row.title);
  const [description, setDescription] = useState(row.description);
  const [seats, setSeats] = useState<number | null>(row.seats);
  const [saving, save] = useMutation(UpdateClassDocument);
  async function submit() {
    const result = await save({ id: row.id, title, description, seats });
    if (result.error) return showError(result.error);
    showSuccess(t('messages.classUpdated'));
    onDone();
  }
  return (
    <div className={styles.form}>
      <p className={frame.muted}>{t('classes.manage.editHint')}</p>
      <Input
        aria-label={t('classes.create.fieldTitle')}
        value={title}
        maxLength={120}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Input.TextArea
        aria-label={t('classes.create.fieldDescription')}
        rows={4}
        maxLength={2000}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <InputNumber
        aria-label={t('classes.create.fieldSeats')}
        min={2}
        max={50}
        value={seats}
        onChange={setSeats}
      />
      <div className={styles.row}>
        <Button type="primary" loading={saving.fetching} onClick={() => void submit()}>
          {t('classes.manage.save')}
        </Button>
      </div>
    </div>
  );
}

function MessageStudents({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [sending, send] = useMutation(MessageClassStudentsDocument);
  async function submit() {
    const result = await send({ classId, message });
    if (result.error || result.data === undefined) return showError(result.error);
    showSuccess(t('classes.manage.sent', { count: result.data.messageClassStudents }));
    setMessage('');
  }
  return (
    <div className={styles.form}>
      <Input.TextArea
        aria-label={t('classes.manage.message')}
        placeholder={t('classes.manage.messagePlaceholder')}
        rows={2}
        maxLength={700}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className={styles.row}>
        <Button loading={sending.fetching} disabled={!message.trim()} onClick={() => void submit()}>
          {t('classes.manage.send')}
        </Button>
      </div>
    </div>
  );
}

type Session = Managed['class']['sessions'][number];

/** One of the tutor's classes: its money, schedule (cancel a session), students, edits and a group message. */
export function ManagedClass({ managed, onChanged }: { managed: Managed; onChanged: () => void }) {
  const { t } = useTranslation();
  const row = managed.class;
  const { money, country, when } = useClassFormat(row.country);
  const [editing, setEditing] = useState(false);
  const [cancelling, cancel] = useMutation(CancelClassSessionDocument);
  const students = managed.enrolments.filter((enrolment) => enrolment !== null);
  const enrolled = students.filter((enrolment) => enrolment.status === 'ENROLLED').length;
  async function cancelSession(sessionId: string) {
    const result = await cancel({ classId: row.id, sessionId });
    if (result.error || !result.data) return showError(result.error);
    const done = result.data.cancelClassSession;
    showSuccess(t('classes.manage.refunded', { amount: money(done.refunded), count: done.students }));
    onChanged();
  }
  /** A session's own control: ended, or cancellable (with its refund) before it starts. */
  const sessionControl = (session: Session) =>
    session.earned ? (
      <Tag>{t('classes.manage.ended')}</Tag>
    ) : classSessionCancellable({ startsAt: new Date(session.startTime), cancelledAt: null }, new Date()) ? (
      <Popconfirm
        title={t('classes.manage.cancelConfirm', { amount: money(session.share) })}
        okText={t('classes.manage.confirm')}
        cancelText={t('classes.manage.keep')}
        onConfirm={() => cancelSession(session.id)}
      >
        <Button
          size="small"
          danger
          loading={cancelling.fetching}
          aria-label={`${t('classes.manage.cancelSession')} ${when(session.startTime)}`}
        >
          {t('classes.manage.cancelSession')}
        </Button>
      </Popconfirm>
    ) : null;
  return (
    <article className={frame.card} aria-labelledby={`managed-${row.id}`}>
      <div className={styles.head}>
        <ClassCover cover={row.cover} />
        <div>
          <h2 id={`managed-${row.id}`} className={styles.title}>
            <Link to={classPagePath(country, row.id)}>{row.title}</Link>
          </h2>
          <p className={styles.meta}>
            <Tag color={row.status === 'OPEN' ? 'green' : 'default'}>
              {t(`classes.manage.statuses.${row.status}`)}
            </Tag>
            {t('classes.page.seats', { taken: row.seatsTaken, seats: row.seats })} · {money(row.price)}{' '}
            {t('classes.card.perSeat')}
          </p>
        </div>
      </div>
      <p className={styles.money}>
        <span>{t('classes.manage.earned', { amount: money(managed.earned) })}</span>
        <span>{t('classes.manage.held', { amount: money(managed.held) })}</span>
      </p>
      <SessionList
        row={row}
        action={(session) => (
          <>
            <JoinLessonLink
              classUrl={session.classUrl}
              startTime={session.startTime}
              endTime={session.endTime}
              label={t('classes.page.joinClass')}
            />
            {sessionControl(session)}
          </>
        )}
      />
      <section className={styles.block}>
        <h3 className={styles.blockTitle}>{t('classes.manage.students', { count: enrolled })}</h3>
        {students.length === 0 ? (
          <p className={frame.muted}>{t('classes.manage.noStudents')}</p>
        ) : (
          <ul className={styles.students}>
            {students.map((student) => (
              <li key={student.id}>
                {student.firstName} {student.lastName} —{' '}
                {t('classes.manage.paidRefunded', {
                  paid: money(student.paid),
                  refunded: money(student.refunded),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
      {enrolled > 0 && (
        <section className={styles.block}>
          <h3 className={styles.blockTitle}>{t('classes.manage.message')}</h3>
          <MessageStudents classId={row.id} />
        </section>
      )}
      <section className={styles.block}>
        {editing ? (
          <EditClass managed={managed} onDone={() => (setEditing(false), onChanged())} />
        ) : (
          <Button onClick={() => setEditing(true)}>{t('classes.manage.edit')}</Button>
        )}
      </section>
    </article>
  );
}
