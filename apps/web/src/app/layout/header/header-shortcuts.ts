import {
  BellOutlined,
  HeartOutlined,
  MessageOutlined,
  ShoppingCartOutlined,
  TagOutlined,
} from '../../../shared/ui/icons';
import type { ComponentType } from 'react';
import type { Feature } from '../../../shared/routing/feature-routes';

export type ShortcutFeature = 'favourites' | 'vouchers' | 'cart' | 'notifications' | 'chats';

export interface HeaderShortcut {
  readonly feature: ShortcutFeature & Feature;
  readonly icon: ComponentType;
  /** Shows a count badge once the feature is built. */
  readonly badge: boolean;
}

export const HEADER_SHORTCUTS: readonly HeaderShortcut[] = [
  { feature: 'favourites', icon: HeartOutlined, badge: true },
  { feature: 'vouchers', icon: TagOutlined, badge: false },
  { feature: 'cart', icon: ShoppingCartOutlined, badge: true },
  { feature: 'notifications', icon: BellOutlined, badge: true },
  { feature: 'chats', icon: MessageOutlined, badge: true },
];
