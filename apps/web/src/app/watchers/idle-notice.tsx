import { Button } from 'antd';
import { antdNotification } from '../../shared/feedback/antd-api';

export interface IdleNoticeTexts {
  readonly title: string;
  readonly body: string;
  readonly refresh: string;
}

/** The idle notice with its refresh button: fetched (with antd) the first time the user is idle. */
export async function showIdleNotice(texts: IdleNoticeTexts): Promise<void> {
  const notification = await antdNotification();
  notification.info({
    key: 'idle',
    title: texts.title,
    description: texts.body,
    duration: false,
    actions: (
      <Button type="primary" onClick={() => window.location.reload()}>
        {texts.refresh}
      </Button>
    ),
  });
}
