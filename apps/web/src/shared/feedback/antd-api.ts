import { message as staticMessage, notification as staticNotification, type App } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;
type MessageInstance = AppApi['message'];
type NotificationInstance = AppApi['notification'];

/**
 * antd's static message/notification ignore the theme and locale; the App component's instances
 * honour them. The bridge component stores those instances here so plain functions can use them.
 */
interface AntdApi {
  message: MessageInstance;
  notification: NotificationInstance;
}

const api: AntdApi = { message: staticMessage, notification: staticNotification };

export function setAntdApi(next: AntdApi): void {
  api.message = next.message;
  api.notification = next.notification;
}

export function antdMessage(): MessageInstance {
  return api.message;
}

export function antdNotification(): NotificationInstance {
  return api.notification;
}
