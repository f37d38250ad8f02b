import {
  BOOKING_DURATIONS_MINUTES,
  BOOKING_LOCATION_MAX,
  BOOKING_NOTES_MAX,
  BOOKING_TYPES,
  formatDurationHhMm,
  formatMoney,
  lessonPriceMinor,
  type CountryCode,
} from '@ajar/domain';
import { Alert, DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { AddBookingDocument, TutorBusySlotsDocument, type BookingType } from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import type { PublicProfile } from '../../public-profile';
import {
  HALF_HOURS,
  addMinutes,
  dayInZone,
  lessonInstant,
  lessonZone,
} from '../../../shared/format/lesson-time';
import styles from './booking-dialog.module.css';
import { presentItems } from '../../../shared/api/present-items';

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
  readonly day: Dayjs;
  readonly start: string;
  readonly duration: number;
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

/** Spec section 2, Calendar: the booking dialog (subject, duration 30 min to 6 h, location, notes). */
export function BookingDialog({ open, profile, market, onClose, initialDay }: BookingDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const zone = lessonZone(market);
  const levels = useMemo(() => bookableLevels(profile), [profile]);
  const [{ fetching }, addBooking] = useMutation(AddBookingDocument);
  const [error, setError] = useState<string | null>(null);
  const [busy] = useQuery({
    query: TutorBusySlotsDocument,
    variables: { tutorId: profile.userPvid },
    pause: !open,
  });
  const day = Form.useWatch('day', form);
  const subjectLevel = Form.useWatch('subjectLevel', form);
  const duration = Form.useWatch('duration', form);
  const name = `${profile.firstName} ${profile.lastName}`;

  const busyThatDay = useMemo(() => {
    if (!day) return [];
    const picked = day.format('YYYY-MM-DD');
    return presentItems(busy.data?.getUserTutorBookingsForCalendar ?? [])
      .filter((slot) => dayInZone(slot.startTime, zone) === picked)
      .map(
        (slot) =>
          `${dayjs(slot.startTime).tz(zone).format('HH:mm')}–${dayjs(slot.endTime).tz(zone).format('HH:mm')}`,
      );
  }, [busy.data, day, zone]);

  const level = levels.find((option) => option.value === subjectLevel);
  const price = level && duration ? lessonPriceMinor(level.pricePerHour, duration) : null;

  async function submit(values: Values) {
    setError(null);
    const startTime = lessonInstant(values.day.format('YYYY-MM-DD'), values.start, zone);
    const result = await addBooking({
      tutorPvid: profile.userPvid,
      subjectPvid: values.subjectLevel,
      startTime,
      endTime: addMinutes(startTime, values.duration),
      duration: values.duration,
      type: values.type,
      location: values.location ?? '',
      notes: values.notes ?? '',
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
            subjectLevel: levels[0]?.value,
            day: initialDay ? dayjs(initialDay) : dayjs().add(1, 'day'),
            start: '16:00',
            duration: 60,
            type: 'ONLINE',
          }}
        >
          <Form.Item name="subjectLevel" label={t('bookings.dialog.subject')} rules={required}>
            <Select options={levels} placeholder={t('bookings.dialog.subjectPlaceholder')} />
          </Form.Item>
          <div className={styles.row}>
            <Form.Item name="day" label={t('bookings.dialog.day')} rules={required} className={styles.grow}>
              <DatePicker
                className={styles.full}
                // Shown with the weekday; typed as 2026-11-26 or 26/11/2026 too.
                format={['ddd D MMM YYYY', 'YYYY-MM-DD', 'D/M/YYYY']}
                disabledDate={(current) => current.isBefore(dayjs(), 'day')}
                allowClear={false}
              />
            </Form.Item>
            <Form.Item
              name="start"
              label={t('bookings.dialog.start')}
              rules={required}
              className={styles.grow}
            >
              <Select options={HALF_HOURS.map((time) => ({ value: time, label: time }))} showSearch />
            </Form.Item>
            <Form.Item
              name="duration"
              label={t('bookings.dialog.duration')}
              rules={required}
              className={styles.grow}
            >
              <Select
                options={BOOKING_DURATIONS_MINUTES.map((minutes) => ({
                  value: minutes,
                  label: formatDurationHhMm(minutes),
                }))}
              />
            </Form.Item>
          </div>
          <p className={styles.hint}>
            {busyThatDay.length > 0
              ? t('bookings.dialog.busy', { slots: busyThatDay.join(', ') })
              : t('bookings.dialog.free')}{' '}
            · {t('bookings.dialog.zone', { zone })}
          </p>
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
    </Modal>
  );
}
