import { useFavourites } from '../../../features/favourites';
import { useUnreadChatCount } from '../../../features/chats';
import { NotificationBell } from '../../../features/notifications';
import { AccountMenu } from './account-menu';
import { HEADER_SHORTCUTS, type ShortcutFeature } from './header-shortcuts';
import { ShortcutLink } from './shortcut-link';
import styles from './header.module.css';

/** A member's side of the desktop header: favourites, chats, the bell and the account menu, with counts. */
export function SignedInActions() {
  const favouriteCount = useFavourites().ids.size;
  const chatCount = useUnreadChatCount();
  const counts: Partial<Record<ShortcutFeature, number>> = { favourites: favouriteCount, chats: chatCount };
  return (
    <>
      {HEADER_SHORTCUTS.map((shortcut) =>
        shortcut.feature === 'notifications' ? (
          <NotificationBell key={shortcut.feature} className={styles.iconButton} />
        ) : (
          <ShortcutLink key={shortcut.feature} shortcut={shortcut} count={counts[shortcut.feature]} />
        ),
      )}
      <AccountMenu />
    </>
  );
}
