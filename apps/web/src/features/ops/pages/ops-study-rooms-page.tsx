import { MARKETS, isCountryCode } from '@ajar/domain';
import { Alert, Button, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { CloseStudyRoomDocument, StaffStudyRoomsDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import frame from '../../../shared/ui/page-frame.module.css';
import { OpsFrame } from '../components/ops-frame';
import styles from './ops-pages.module.css';

function RoomList() {
  const { t } = useTranslation();
  const country = useCountry();
  const [result, refetch] = useQuery({
    query: StaffStudyRoomsDocument,
    variables: { country },
    requestPolicy: 'cache-and-network',
  });
  const [{ fetching: closing }, close] = useMutation(CloseStudyRoomDocument);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const rooms = presentItems(result.data?.staffStudyRooms);
  if (result.error && !rooms) return <Alert type="error" showIcon title={t('ops.studyRooms.loadFailed')} />;
  if (!rooms) return <Skeleton active paragraph={{ rows: 6 }} title={false} />;
  if (rooms.length === 0) return <p className={frame.empty}>{t('ops.studyRooms.empty')}</p>;
  const onClose = async (id: string, name: string) => {
    const answer = await close({ roomId: id, reason: reasons[id] ?? '' });
    if (answer.error) return showError(answer.error);
    showSuccess(t('ops.studyRooms.closed', { name }));
    refetch({ requestPolicy: 'network-only' });
  };
  return (
    <ul className={styles.list}>
      {rooms.map((room) => (
        <li key={room.id} className={frame.card} data-testid="ops-study-room">
          <div className={styles.row}>
            <strong>{room.name}</strong>
            <span className={frame.muted}>
              {t('ops.studyRooms.here', { count: room.presentCount, capacity: room.capacity })}
            </span>
          </div>
          <p className={frame.muted}>
            {t('ops.studyRooms.meta', {
              market: isCountryCode(room.country) ? MARKETS[room.country].name : room.country,
              topic: t(`ops.studyRooms.topics.${room.topic}`),
              mode: t(`ops.studyRooms.modes.${room.mode}`),
              name: room.creatorFirstName,
              date: formatMarketDate(room.createdAt as string, country, 'D MMM YYYY, HH:mm'),
            })}
          </p>
          <div className={styles.row}>
            <Input
              aria-label={t('ops.studyRooms.reason', { name: room.name })}
              placeholder={t('ops.studyRooms.reason', { name: room.name })}
              value={reasons[room.id] ?? ''}
              maxLength={500}
              onChange={(event) => setReasons((current) => ({ ...current, [room.id]: event.target.value }))}
              style={{ flex: '1 1 220px' }}
            />
            <Button
              danger
              disabled={closing}
              aria-label={t('ops.studyRooms.closeRoom', { name: room.name })}
              onClick={() => void onClose(room.id, room.name)}
            >
              {t('ops.studyRooms.close')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /{country}/ops/study-rooms: every open study room; the team closes one that breaks the rules. */
export function OpsStudyRoomsPage() {
  const { t } = useTranslation();
  return (
    <OpsFrame title={t('ops.studyRooms.title')} subtitle={t('ops.studyRooms.subtitle')}>
      <RoomList />
    </OpsFrame>
  );
}
