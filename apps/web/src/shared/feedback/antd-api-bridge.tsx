import { App } from 'antd';
import { useEffect } from 'react';
import { setAntdApi } from './antd-api';

export function AntdApiBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => setAntdApi({ message, notification }), [message, notification]);
  return null;
}
