import { useFavourites } from '../../../shared/favourites/use-favourites';
import { useUnreadChatCount } from '../../../features/chats';
import { useCartCount } from '../../../features/cart';
import { NotificationBell } from '../../../features/notifications';
import { AccountMenu } from './account-menu';
import { HEADER_SHORTCUTS, type ShortcutFeature } from './header-shortcuts';
import { ShortcutLink } from './shortcut-link';
import styles from './header.module.css';

/** A member's side of the desktop header: favourites, the cart, chats, the bell and the account menu, with counts. */
export function SignedInActions() {
  const favouriteCount = useFavourites().ids.size;
  const chatCount = useUnreadChatCount();
  const cartCount = useCartCount();
  const counts: Partial<Record<ShortcutFeature, number>> = {
    favourites: favouriteCount,
    chats: chatCount,
    cart: cartCount,
  };
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
