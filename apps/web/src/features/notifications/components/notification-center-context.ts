import { createContext, useContext } from 'react';

export interface NotificationCenter {
  /** The bell badge; undefined when signed out or not known yet. */
  readonly unread: number | undefined;
  readonly open: boolean;
  readonly openDrawer: () => void;
  readonly closeDrawer: () => void;
}

export const SIGNED_OUT_CENTER: NotificationCenter = {
  unread: undefined,
  open: false,
  openDrawer: () => undefined,
  closeDrawer: () => undefined,
};

export const NotificationCenterContext = createContext<NotificationCenter>(SIGNED_OUT_CENTER);

export function useNotificationCenter(): NotificationCenter {
  return useContext(NotificationCenterContext);
}
