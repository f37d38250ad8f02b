import {
  BOOKING_DURATIONS_MINUTES,
  BOOKING_LOCATION_MAX,
  BOOKING_NOTES_MAX,
  BOOKING_TYPES,
  PREPAID_LESSONS_MIN,
  formatDurationHhMm,
  formatMoney,
  lessonPriceMinor,
  type CountryCode,
} from '@ajar/domain';
import { Alert, Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { AddBookingDocument, TutorTrialLessonDocument, type BookingType } from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import { addMinutes } from '../../../shared/format/lesson-time';
import { LoginPromptModal } from '../../../shared/profile/login-prompt-modal';
import { useSession } from '../../../shared/session/use-session';
import { heldBookingPath, heldDay, readHeldBooking } from '../held-booking';
import { useFirstBooking } from '../use-first-booking';
import { FreeSlotPicker } from './free-slot-picker';
import { PrepayField } from './prepay-field';
import { TrialChoice } from './trial-choice';
import styles from './booking-dialog.module.css';

interface BookingDialogProps {
  readonly open: boolean;
  readonly profile: PublicProfile;
  readonly market: CountryCode;
  readonly onClose: () => void;
  /** A day picked on the calendar, YYYY-MM-DD. */
  readonly initialDay?: string | undefined;
}

interface Values {
  readonly subjectLevel: string;
  /** The chosen free start (ISO). */
  readonly start: string;
  readonly duration: number;
  readonly numberOfLessons?: number;
  readonly kind?: 'regular' | 'trial';
  readonly type: BookingType;
  readonly location?: string;
  readonly notes?: string;
}

/** The subject levels a student can book, with their hourly prices. */
function bookableLevels(profile: PublicProfile) {
  return profile.subjectList.flatMap((subject) =>
    subject.levels.map((level) => ({
      value: level.pvid,
      label: `${subject.name} · ${level.name}`,
      pricePerHour: level.pricePerHour,
    })),
  );
}

/**
 * Spec section 2, Calendar: the booking dialog (subject, duration 30 min to 6 h, location, notes). The
 * start is one of the tutor's free slots, and a first booking chooses how many lessons it prepays (or the
 * tutor's trial, its default when offered). A guest chooses too; booking asks them to sign up or log in, and
 * the choice waits in the address they come back to (held-booking.ts), where the dialog reopens on it.
 */
export function BookingDialog({ open, profile, market, onClose, initialDay }: BookingDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const levels = useMemo(() => bookableLevels(profile), [profile]);
  const [{ fetching }, addBooking] = useMutation(AddBookingDocument);
  const [error, setError] = useState<string | null>(null);
  const subjectLevel = Form.useWatch('subjectLevel', form);
  const chosenDuration = Form.useWatch('duration', form) ?? 60;
  const name = `${profile.firstName} ${profile.lastName}`;
  const { isSignedIn } = useSession();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const [held] = useState(() => readHeldBooking(search));
  const [signUpTo, setSignUpTo] = useState<string | null>(null);
  // A guest has no booking with anyone yet: theirs would be a first.
  const firstForMember = useFirstBooking(profile.userPvid, !open || !isSignedIn);
  const isFirst = isSignedIn ? firstForMember : true;
  const [offer] = useQuery({
    query: TutorTrialLessonDocument,
    variables: { tutorId: profile.userPvid },
    pause: !open,
  });
  // The trial is a first booking's choice: its length and price are the tutor's.
  const trial = isFirst ? (offer.data?.getTutorAvailability.trialLesson ?? null) : null;
  const isTrial = Form.useWatch('kind', form) === 'trial' && trial !== null;

  // The tutor's trial is a first booking's default (a held choice keeps its own), once the offer is known.
  useEffect(() => {
    if (trial && !held && levels.length > 0 && !form.isFieldTouched('kind'))
      form.setFieldValue('kind', 'trial');
  }, [trial, held, levels.length, form]);
  const duration = isTrial ? trial.duration : chosenDuration;

  const level = levels.find((option) => option.value === subjectLevel);
  const price = isTrial ? trial.price : level ? lessonPriceMinor(level.pricePerHour, duration) : null;

  async function submit(values: Values) {
    setError(null);
    if (!isSignedIn) {
      setSignUpTo(
        heldBookingPath(pathname, {
          start: values.start,
          subjectLevel: values.subjectLevel,
          kind: isTrial ? 'trial' : 'regular',
          duration,
        }),
      );
      return;
    }
    const startTime = values.start;
    const result = await addBooking({
      tutorPvid: profile.userPvid,
      subjectPvid: values.subjectLevel,
      startTime,
      endTime: addMinutes(startTime, duration),
      duration,
      type: values.type,
      location: values.location ?? '',
      notes: values.notes ?? '',
      ...(isTrial ? { isTrial: true } : isFirst ? { numberOfLessons: values.numberOfLessons } : {}),
    });
    const bookingId = result.data?.addBooking.booking.pvid;
    if (!bookingId) {
      setError(describeError(result.error).message);
      return;
    }
    onClose();
    void navigate(`/${market}/checkout/booking?booking=${bookingId}`);
  }

  const required = [{ required: true, message: t('bookings.dialog.required') }];
  return (
    <Modal
      open={open}
      title={t('bookings.dialog.title', { name })}
      onCancel={onClose}
      okText={t('bookings.dialog.submit')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: fetching, disabled: levels.length === 0 }}
      destroyOnHidden
      width={520}
    >
      {levels.length === 0 ? (
        <Alert type="info" showIcon message={t('bookings.dialog.noSubjects')} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
          initialValues={{
            subjectLevel: levels.some((option) => option.value === held?.subjectLevel)
              ? held?.subjectLevel
              : levels[0]?.value,
            duration: held?.duration ?? 60,
            type: 'ONLINE',
            // One lesson unless the student asks for more: nobody prepays a pack without choosing to.
            numberOfLessons: PREPAID_LESSONS_MIN,
            kind: held?.kind ?? 'regular',
            start: held?.start,
          }}
        >
          {trial && <TrialChoice trial={trial} market={market} />}
          <div className={styles.row}>
            <Form.Item
              name="subjectLevel"
              label={t('bookings.dialog.subject')}
              rules={required}
              className={styles.wide}
            >
              <Select options={levels} placeholder={t('bookings.dialog.subjectPlaceholder')} />
            </Form.Item>
            <Form.Item
              name="duration"
              label={t('bookings.dialog.duration')}
              rules={required}
              className={styles.grow}
              hidden={isTrial}
            >
              <Select
                options={BOOKING_DURATIONS_MINUTES.map((minutes) => ({
                  value: minutes,
                  label: formatDurationHhMm(minutes),
                }))}
              />
            </Form.Item>
          </div>
          <Form.Item
            name="start"
            className={styles.slots}
            rules={[{ required: true, message: t('bookings.dialog.slotRequired') }]}
          >
            <FreeSlotPicker
              tutorId={profile.userPvid}
              market={market}
              duration={duration}
              initialDay={held ? heldDay(held, market) : initialDay}
            />
          </Form.Item>
          {isFirst && !isTrial && <PrepayField tutorName={name} market={market} lessonMinor={price} />}
          <Form.Item name="type" label={t('bookings.dialog.type')}>
            <Radio.Group
              optionType="button"
              options={BOOKING_TYPES.map((type) => ({
                value: type,
                label: t(`bookings.dialog.types.${type}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="location" label={t('bookings.dialog.location')}>
            <Input maxLength={BOOKING_LOCATION_MAX} placeholder={t('bookings.dialog.locationPlaceholder')} />
          </Form.Item>
          <Form.Item name="notes" label={t('bookings.dialog.notes')}>
            <Input.TextArea
              maxLength={BOOKING_NOTES_MAX}
              rows={3}
              placeholder={t('bookings.dialog.notesPlaceholder')}
            />
          </Form.Item>
          {price !== null && (
            <p className={styles.price}>
              {t('bookings.dialog.pricePreview', { price: formatMoney(price, market) })}
            </p>
          )}
          {error && <Alert type="error" showIcon message={error} />}
        </Form>
      )}
      <LoginPromptModal
        open={signUpTo !== null}
        tutorName={name}
        redirect={signUpTo ?? undefined}
        onClose={() => setSignUpTo(null)}
      />
    </Modal>
  );
}
