import {
  MARKETS,
  addDays,
  classPagePath,
  classSessionShares,
  createClassSchema,
  fieldErrorsOf,
  formatMoney,
  localDateOf,
  parseMajor,
  uploadAccept,
  type ClassSessionInput,
  type MessageKey,
} from '@ajar/domain';
import { Alert, Button, Input, InputNumber, Result, Select } from 'antd';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  CreateClassDocument,
  GetClassReferencesDocument,
  UploadClassCoverDocument,
} from '../../../gql/graphql';
import { describeError, showError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { ButtonLink } from '../../../shared/ui/button-link';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from './class-form.module.css';
import { SessionRows } from './session-rows';

type Errors = Readonly<Record<string, MessageKey>>;

/** The first error of a field or of anything under it (sessions.2.time counts for sessions). */
const errorOf = (errors: Errors, field: string) =>
  errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];

export function CreateClassForm() {
  const { t } = useTranslation();
  const country = useCountry();
  const market = MARKETS[country];
  const [{ data: reference }] = useQuery({ query: GetClassReferencesDocument, variables: { country } });
  const [creating, create] = useMutation(CreateClassDocument);
  const [uploading, upload] = useMutation(UploadClassCoverDocument);
  const today = localDateOf(new Date(), market.timeZone);
  const [title, setTitle] = useState('');
  const [subjectPvid, setSubject] = useState<string>();
  const [levelPvid, setLevel] = useState<string>();
  const [description, setDescription] = useState('');
  const [cover, setCover] = useState<{ pvid: string; path: string } | null>(null);
  const [seats, setSeats] = useState<number | null>(10);
  const [price, setPrice] = useState('');
  const [sessions, setSessions] = useState<ClassSessionInput[]>([
    { date: addDays(today, 7), time: '18:00', durationMinutes: 60 },
  ]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const priceMinor = parseMajor(price, market.currency);
  const shares = priceMinor && sessions.length > 0 ? classSessionShares(priceMinor, sessions.length) : [];

  if (created)
    return (
      <Result
        className={frame.card}
        status="success"
        title={t('classes.create.published')}
        extra={[
          <ButtonLink key="view" type="primary" to={classPagePath(country, created)}>
            {t('classes.create.view')}
          </ButtonLink>,
          <Button key="again" onClick={() => setCreated(null)}>
            {t('classes.create.another')}
          </Button>,
        ]}
      />
    );

  async function addCover(file: File | undefined) {
    if (!file) return;
    const result = await upload({ file });
    const stored = result.data?.uploadClassCover;
    if (result.error || !stored) showError(result.error);
    else {
      setCover(stored);
      showSuccess(t('classes.create.coverUploaded'));
    }
  }

  async function submit() {
    setFailure(null);
    const input = {
      title,
      subjectPvid,
      levelPvid,
      description,
      coverPvid: cover?.pvid ?? null,
      seats,
      priceMinor,
      sessions,
    };
    const parsed = createClassSchema(country).safeParse(input);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    const { priceMinor: amount, ...rest } = parsed.data;
    const result = await create({ ...rest, price: amount });
    if (result.error || !result.data) {
      const shown = describeError(result.error);
      const fields = (result.error?.graphQLErrors[0]?.extensions?.['fields'] ?? {}) as Errors;
      setErrors(fields);
      return setFailure(shown.message);
    }
    showSuccess(t('messages.classCreated'));
    setCreated(result.data.createClass.id);
  }

  const field = (name: string, label: string, control: React.ReactNode, hint?: string) => {
    const error = errorOf(errors, name);
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`class-${name}`}>
          {label}
        </label>
        {control}
        {hint && <p className={styles.hint}>{hint}</p>}
        {error && (
          <span className={styles.error} role="alert">
            {t(`messages.${error}`)}
          </span>
        )}
      </div>
    );
  };

  return (
    <form
      className={`${frame.card} ${styles.form}`}
      onSubmit={(event) => (event.preventDefault(), void submit())}
      noValidate
    >
      {field(
        'title',
        t('classes.create.fieldTitle'),
        <Input
          id="class-title"
          value={title}
          maxLength={120}
          onChange={(event) => setTitle(event.target.value)}
        />,
      )}
      <div className={styles.pair}>
        {field(
          'subjectPvid',
          t('classes.create.fieldSubject'),
          <Select
            id="class-subjectPvid"
            showSearch
            optionFilterProp="label"
            value={subjectPvid}
            onChange={setSubject}
            options={reference?.getProgrammeSubjectList.map((row) => ({ value: row.pvid, label: row.name }))}
          />,
        )}
        {field(
          'levelPvid',
          t('classes.create.fieldLevel'),
          <Select
            id="class-levelPvid"
            showSearch
            optionFilterProp="label"
            value={levelPvid}
            onChange={setLevel}
            options={reference?.getProgrammeLevelList.map((row) => ({
              value: row.pvid,
              label: `${row.curriculumName} · ${row.name}`,
            }))}
          />,
        )}
      </div>
      {field(
        'description',
        t('classes.create.fieldDescription'),
        <Input.TextArea
          id="class-description"
          rows={5}
          maxLength={2000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />,
      )}
      {field(
        'coverPvid',
        t('classes.create.fieldCover'),
        <input
          id="class-coverPvid"
          type="file"
          accept={uploadAccept('CLASS_COVER')}
          disabled={uploading.fetching}
          onChange={(event) => void addCover(event.target.files?.[0])}
        />,
        cover ? t('classes.create.coverUploaded') : t('classes.create.coverHint'),
      )}
      <div className={styles.pair}>
        {field(
          'seats',
          t('classes.create.fieldSeats'),
          <InputNumber
            id="class-seats"
            min={2}
            max={50}
            value={seats}
            onChange={setSeats}
            style={{ width: '100%' }}
          />,
        )}
        {field(
          'priceMinor',
          t('classes.create.fieldPrice', { currency: market.currency }),
          <Input
            id="class-priceMinor"
            inputMode="decimal"
            prefix={market.symbol}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />,
        )}
      </div>
      <div className={styles.field}>
        <span className={styles.label}>{t('classes.create.sessions')}</span>
        <p className={styles.hint}>{t('classes.create.sessionsHint', { zone: market.timeZone })}</p>
        <SessionRows sessions={sessions} onChange={setSessions} />
        {errorOf(errors, 'sessions') && (
          <span className={styles.error} role="alert">
            {t(`messages.${errorOf(errors, 'sessions') ?? 'required'}`)}
          </span>
        )}
        {shares.length > 0 && (
          <p className={styles.hint}>
            {t('classes.create.shares', {
              shares: shares.map((share) => formatMoney(share, country)).join(' · '),
            })}
          </p>
        )}
      </div>
      {failure && <Alert type="error" showIcon title={failure} />}
      <div className={styles.actions}>
        <Button type="primary" size="large" htmlType="submit" loading={creating.fetching}>
          {t('classes.create.submit')}
        </Button>
      </div>
    </form>
  );
}
