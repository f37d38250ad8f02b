import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import idID from 'antd/locale/id_ID';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdApiBridge } from '../feedback/antd-api-bridge';
import { useIsMobile } from './use-is-mobile';
import { appTheme } from './theme';

const BOTTOM_NAV_CLEARANCE = 88;

export function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const isIndonesian = i18n.language === 'id';
  // Bottom notices sit above the mobile bottom navigation.
  const notificationBottom = useIsMobile() ? BOTTOM_NAV_CLEARANCE : undefined;

  useEffect(() => {
    dayjs.locale(isIndonesian ? 'id' : 'en');
    document.documentElement.lang = isIndonesian ? 'id' : 'en';
  }, [isIndonesian]);

  return (
    <ConfigProvider theme={appTheme} locale={isIndonesian ? idID : enUS}>
      <AntApp notification={{ bottom: notificationBottom }}>
        <AntdApiBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
