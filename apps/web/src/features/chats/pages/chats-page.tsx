import { ArrowLeftOutlined, MessageOutlined, WechatOutlined } from '../../../shared/ui/icons';
import { useRoleCode } from '../../../shared/session/use-role-code';
import { ROLE_CODES } from '@ajar/domain';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { describeError } from '../../../shared/feedback/toast';
import { useSession } from '../../../shared/session/use-session';
import { ButtonLink } from '../../../shared/ui/button-link';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { ROOM_PARAM } from '../chat-route';
import { Conversation } from '../components/conversation';
import { RoomList } from '../components/room-list';
import { useChatRooms } from '../hooks/use-chat-rooms';
import styles from './chats-page.module.css';
import chatsStyles from '../components/chats.module.css';

function EmptyRooms() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  return (
    <div className={chatsStyles.state}>
      <span className={chatsStyles.stateIcon} aria-hidden="true">
        <WechatOutlined />
      </span>
      <strong className={chatsStyles.stateTitle}>{t('chats.emptyTitle')}</strong>
      <p className={chatsStyles.stateBody}>{t('chats.emptyBody')}</p>
      <ButtonLink to={href('browseTutors')} type="primary">
        {t('chats.browseTutors')}
      </ButtonLink>
    </div>
  );
}

function Placeholder({ missing }: { missing: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={chatsStyles.state}>
      <span className={chatsStyles.stateIcon} aria-hidden="true">
        <MessageOutlined />
      </span>
      <strong className={chatsStyles.stateTitle}>
        {missing ? t('chats.roomMissingTitle') : t('chats.pickTitle')}
      </strong>
      <p className={chatsStyles.stateBody}>{missing ? t('chats.roomMissingBody') : t('chats.pickBody')}</p>
    </div>
  );
}

function Chats() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { user } = useSession();
  const viewerId = user?.pvid ?? '';
  const viewerIsTutor = useRoleCode() === ROLE_CODES.tutor;
  const [params, setParams] = useSearchParams();
  const roomId = params.get(ROOM_PARAM);
  const { rooms, fetching, error, refresh } = useChatRooms();
  const room = rooms?.find((candidate) => candidate._id === roomId) ?? null;

  const select = (id: string) => setParams({ [ROOM_PARAM]: id });
  const back = () => setParams({});

  let list;
  if (rooms) {
    list =
      rooms.length > 0 ? (
        <RoomList rooms={rooms} viewerId={viewerId} selectedId={roomId} onSelect={select} />
      ) : (
        <EmptyRooms />
      );
  } else if (fetching || !error) {
    list = (
      <div className={styles.listLoading}>
        <Skeleton avatar active paragraph={{ rows: 1 }} />
        <Skeleton avatar active paragraph={{ rows: 1 }} />
        <Skeleton avatar active paragraph={{ rows: 1 }} />
      </div>
    );
  } else {
    list = (
      <div className={styles.listLoading}>
        <Alert
          type="warning"
          showIcon
          title={t('chats.loadRoomsFailed')}
          description={describeError(error).message}
          action={
            <Button size="small" onClick={refresh}>
              {t('common.tryAgain')}
            </Button>
          }
        />
      </div>
    );
  }

  let conversation;
  if (room) {
    conversation = (
      <Conversation
        key={room._id}
        room={room}
        viewerId={viewerId}
        viewerIsTutor={viewerIsTutor}
        onBack={isMobile ? back : undefined}
        onSent={refresh}
      />
    );
  } else if (roomId !== null && rooms === null && !error) {
    conversation = (
      <div className={styles.listLoading}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  } else {
    conversation = <Placeholder missing={roomId !== null && rooms !== null} />;
  }

  // On a phone, the list is one screen and an open room another, with a way back.
  const showList = !isMobile || roomId === null;
  const showConversation = !isMobile || roomId !== null;

  return (
    <div className={styles.page}>
      <div className={styles.shell}>
        {showList && (
          <aside className={styles.sidebar} aria-labelledby="chats-title">
            <header className={styles.sidebarHead}>
              <h1 id="chats-title" className={styles.title}>
                {t('chats.title')}
              </h1>
              <p className={styles.subtitle}>{t('chats.subtitle')}</p>
            </header>
            <nav aria-label={t('chats.roomsLabel')} className={styles.roomsNav}>
              {list}
            </nav>
          </aside>
        )}
        {showConversation && (
          <div className={styles.main}>
            {!showList && <h1 className={chatsStyles.srOnly}>{t('chats.title')}</h1>}
            {isMobile && room === null && (
              <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} className={styles.backLink}>
                {t('chats.back')}
              </Button>
            )}
            {conversation}
          </div>
        )}
      </div>
    </div>
  );
}

/** Spec section 2: /{country}/chats, signed in only; ?room=<id> opens a conversation. */
export function ChatsPage() {
  return (
    <RequireSignIn>
      <Chats />
    </RequireSignIn>
  );
}
