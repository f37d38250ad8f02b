import { Avatar, Badge } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { fullName, initials, otherMember } from '../chat-messages';
import { formatRoomTime } from '../chat-time';
import type { ChatRoom } from '../chat-types';
import styles from './room-list.module.css';
import chatsStyles from './chats.module.css';

interface RoomListProps {
  readonly rooms: readonly ChatRoom[];
  readonly viewerId: string;
  readonly selectedId: string | null;
  readonly onSelect: (roomId: string) => void;
}

function previewOf(room: ChatRoom, viewerId: string, t: TFunction): string {
  const last = room.lastMessage;
  if (!last) return t('chats.previewEmpty');
  const text = last.content.replace(/\s+/g, ' ').trim();
  return last.owner.userId === viewerId ? t('chats.previewOwn', { text }) : text;
}

/** The viewer's rooms: who, the last message, when (market time) and how many are unread. */
export function RoomList({ rooms, viewerId, selectedId, onSelect }: RoomListProps) {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <ul className={styles.rooms}>
      {rooms.map((room) => {
        const other = otherMember(room, viewerId);
        const name = other ? fullName(other) : '';
        const when = room.lastMessage?.createdAt ?? room.updatedAt;
        const selected = room._id === selectedId;
        return (
          <li key={room._id}>
            <button
              type="button"
              className={`${styles.room} ${selected ? styles.roomSelected : ''}`}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(room._id)}
            >
              <Avatar
                size={44}
                src={other?.userAvatar ?? undefined}
                alt={t('chats.avatarAlt', { name })}
                className={styles.avatar}
              >
                {other ? initials(other) : '?'}
              </Avatar>
              <span className={styles.roomText}>
                <span className={styles.roomTop}>
                  <strong className={styles.roomName}>{name}</strong>
                  <time dateTime={when} className={styles.roomTime}>
                    {formatRoomTime(when, country, { yesterday: t('chats.yesterday') })}
                  </time>
                </span>
                <span className={styles.roomBottom}>
                  <span className={`${styles.preview} ${room.unReadMsgs > 0 ? styles.previewUnread : ''}`}>
                    {previewOf(room, viewerId, t)}
                  </span>
                  {room.unReadMsgs > 0 && (
                    <span className={styles.roomBadge} title={t('chats.unread', { count: room.unReadMsgs })}>
                      <Badge count={room.unReadMsgs} aria-hidden="true" />
                      <span className={chatsStyles.srOnly}>
                        {t('chats.unread', { count: room.unReadMsgs })}
                      </span>
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
