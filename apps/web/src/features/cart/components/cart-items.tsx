import { formatDurationHhMm, sizedImagePath } from '@ajar/domain';
import { Button } from 'antd';
import type { GetUserCartQuery } from '../../../gql/graphql';
import { formatLessonTime, lessonZone } from '../../../shared/format/lesson-time';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCartMarket, useCartMoney } from '../use-cart-money';
import styles from './cart-parts.module.css';

type Cart = GetUserCartQuery['getUserCartsItems'];
type Item = NonNullable<Cart['booking']['items'][number]>;
type Seat = NonNullable<Cart['classes']['items'][number]>;

const AVATAR_PX = 48;

function Avatar({ item }: { item: Pick<Item, 'tutorAvatar' | 'tutorFirstName' | 'tutorLastName'> }) {
  if (item.tutorAvatar)
    return (
      <img
        className={styles.avatar}
        src={sizedImagePath(item.tutorAvatar, AVATAR_PX)}
        alt=""
        width={AVATAR_PX}
        height={AVATAR_PX}
      />
    );
  return (
    <span className={styles.avatar} aria-hidden="true">
      {`${item.tutorFirstName.charAt(0)}${item.tutorLastName.charAt(0)}`}
    </span>
  );
}

/** The cart's lesson bookings and class seats, each with its tutor, time, prices and a remove button. */
export function CartItems({
  cart,
  removing,
  onRemove,
}: {
  cart: Cart;
  removing: string | null;
  onRemove: (itemId: string, itemType: 'Booking' | 'Class') => void;
}) {
  const { t } = useTranslation();
  const money = useCartMoney(cart.currency);
  const zone = lessonZone(useCartMarket(cart.currency));
  const items = cart.booking.items.filter((item): item is Item => item !== null);
  const seats = cart.classes.items.filter((seat): seat is Seat => seat !== null);
  return (
    <ul className={styles.items} aria-label={t('cart.items')}>
      {items.map((item) => {
        const name = `${item.tutorFirstName} ${item.tutorLastName}`;
        const lesson = `${item.subject} · ${item.level}`;
        return (
          <li key={item.bookingId} className={styles.item}>
            <Avatar item={item} />
            <div className={styles.itemBody}>
              <strong>{lesson}</strong>
              <span>{t('cart.with', { name })}</span>
              <span className={styles.muted}>
                {formatLessonTime(item.startTime, item.endTime, zone)} ·{' '}
                {t('cart.duration', { duration: formatDurationHhMm(item.duration) })}
              </span>
              <span className={styles.muted}>{t('cart.hourPrice', { price: money(item.hourPrice) })}</span>
            </div>
            <div className={styles.itemSide}>
              <span className={styles.itemPrice}>
                {item.discountAmount > 0 && <del>{money(item.totalPrice)}</del>}
                <strong>{money(item.totalPrice - item.discountAmount)}</strong>
              </span>
              <Button
                danger
                size="small"
                loading={removing === item.bookingId}
                aria-label={t('cart.removeLabel', { subject: lesson, name })}
                onClick={() => onRemove(item.bookingId, 'Booking')}
              >
                {t('cart.remove')}
              </Button>
            </div>
          </li>
        );
      })}
      {seats.map((seat) => {
        const name = `${seat.tutorFirstName} ${seat.tutorLastName}`;
        return (
          <li key={seat.classId} className={styles.item}>
            <Avatar item={seat} />
            <div className={styles.itemBody}>
              <strong>{seat.title}</strong>
              <span>
                {t('cart.classSeat')} · {t('cart.with', { name })}
              </span>
              {seat.firstSessionAt && (
                <span className={styles.muted}>
                  {t('cart.classStarts', {
                    date:
                      formatLessonTime(seat.firstSessionAt, seat.firstSessionAt, zone).split('–')[0] ?? '',
                    count: seat.sessionCount,
                  })}
                </span>
              )}
            </div>
            <div className={styles.itemSide}>
              <span className={styles.itemPrice}>
                <strong>{money(seat.price)}</strong>
              </span>
              <Button
                danger
                size="small"
                loading={removing === seat.classId}
                aria-label={t('cart.removeLabel', { subject: seat.title, name })}
                onClick={() => onRemove(seat.classId, 'Class')}
              >
                {t('cart.remove')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
