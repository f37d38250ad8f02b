import { Alert, Button, Empty, Skeleton, Tag } from 'antd';
import { useQuery } from 'urql';
import { GetMyOnlineClassesDocument, type GetMyOnlineClassesQuery } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { ButtonLink } from '../../../shared/ui/button-link';
import { VideoCameraOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { JoinLessonLink } from '../../classroom';
import { ClassCard } from '../components/class-card';
import cardStyles from '../components/class-card.module.css';
import { useClassFormat } from '../components/use-class-format';
import styles from './classes-pages.module.css';

type Seat = NonNullable<GetMyOnlineClassesQuery['getMyOnlineClasses'][number]>;

function SeatFooter({ seat }: { seat: Seat }) {
  const { t } = useTranslation();
  const { money, when } = useClassFormat(seat.class.country);
  const next = seat.class.sessions.find(
    (session) => !session.cancelled && Date.parse(session.endTime) > Date.now(),
  );
  return (
    <div className={cardStyles.foot}>
      <span>
        {next ? t('classes.mine.next', { date: when(next.startTime) }) : t('classes.mine.noneLeft')}
      </span>
      <span className={cardStyles.seats}>
        <Tag color={seat.status === 'ENROLLED' ? 'green' : 'default'}>
          {t(`classes.mine.statuses.${seat.status}`)}
        </Tag>
        {t('classes.mine.paid', { amount: money(seat.paid) })}
        {seat.refunded > 0 && ` · ${t('classes.mine.refunded', { amount: money(seat.refunded) })}`}
      </span>
    </div>
  );
}

/** "Join class" beside the card (not inside its link), while the seat's next session's room is open. */
function JoinNextSession({ seat }: { seat: Seat }) {
  const { t } = useTranslation();
  const next = seat.class.sessions.find(
    (session) => !session.cancelled && Date.parse(session.endTime) > Date.now(),
  );
  if (!next) return null;
  return (
    <JoinLessonLink
      classUrl={next.classUrl}
      startTime={next.startTime}
      endTime={next.endTime}
      label={t('classes.page.joinClass')}
    />
  );
}

function MyClasses() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: GetMyOnlineClassesDocument,
    requestPolicy: 'cache-and-network',
  });
  const seats = presentItems(data?.getMyOnlineClasses);
  return (
    <PageFrame
      icon={<VideoCameraOutlined />}
      title={t('classes.mine.title')}
      subtitle={t('classes.mine.subtitle')}
    >
      {!seats && fetching && <Skeleton active paragraph={{ rows: 6 }} />}
      {!seats && error && (
        <Alert
          className={frame.card}
          type="error"
          showIcon
          title={t('classes.mine.loadFailed')}
          action={
            <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>
              {t('classes.browse.retry')}
            </Button>
          }
        />
      )}
      {seats?.length === 0 && (
        <Empty className={frame.card} description={t('classes.mine.empty')}>
          <p className={frame.muted}>{t('classes.mine.emptyBody')}</p>
          <ButtonLink type="primary" to={href('classes')}>
            {t('classes.mine.browse')}
          </ButtonLink>
        </Empty>
      )}
      {seats && seats.length > 0 && (
        <ul className={styles.list}>
          {seats.map((seat) => (
            <li key={seat.enrolmentId}>
              <ClassCard row={seat.class} footer={<SeatFooter seat={seat} />} />
              <JoinNextSession seat={seat} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

/** {product}-classes/my: My Online Classes, a student's seats. */
export function MyClassesPage() {
  return (
    <RequireSignIn>
      <MyClasses />
    </RequireSignIn>
  );
}
