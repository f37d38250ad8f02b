/** The browser's desktop notifications (spec section 8), or 'unsupported' where there are none. */
export type DesktopPermission = NotificationPermission | 'unsupported';

export function isDesktopNotificationSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function desktopPermission(): DesktopPermission {
  return isDesktopNotificationSupported() ? window.Notification.permission : 'unsupported';
}

export async function requestDesktopPermission(): Promise<DesktopPermission> {
  if (!isDesktopNotificationSupported()) return 'unsupported';
  return window.Notification.requestPermission();
}

export interface DesktopAlert {
  readonly title: string;
  readonly body: string;
  readonly tag: string;
  readonly onClick?: () => void;
}

/** Shows one when allowed; a page in front has the drawer and the badge, so only a hidden page alerts. */
export function showDesktopNotification(alert: DesktopAlert): boolean {
  if (desktopPermission() !== 'granted' || !document.hidden) return false;
  try {
    const shown = new window.Notification(alert.title, { body: alert.body, tag: alert.tag });
    shown.onclick = () => {
      window.focus();
      alert.onClick?.();
      shown.close();
    };
    return true;
  } catch {
    // Some mobile browsers expose the API but only allow it from a service worker.
    return false;
  }
}
