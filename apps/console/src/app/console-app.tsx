import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import { ChangePasswordPage } from '../pages/change-password-page';
import { LoginPage } from '../pages/login-page';
import { ConsoleLayout } from './console-layout';
import { CHANGE_PASSWORD_PATH, LOGIN_PATH } from '../api/client';
import { createQueryClient, setFailureNotifier } from './query-client';
import { useLocation } from './router';
import { consoleTheme } from './theme';

dayjs.locale('zh-cn');

/** Hands antd's context-aware message to the query client's global failure handler. */
const FailureNotifier = () => {
  const { message } = AntApp.useApp();
  useEffect(() => setFailureNotifier((text) => void message.error(text)), [message]);
  return null;
};

const Routes = () => {
  const { path } = useLocation();
  if (path === LOGIN_PATH) return <LoginPage />;
  if (path === CHANGE_PASSWORD_PATH) return <ChangePasswordPage />;
  return <ConsoleLayout />;
};

/** The console: Chinese antd, one query client, the login pages outside the signed-in layout. */
export const ConsoleApp = () => {
  const [client] = useState(createQueryClient);
  return (
    <ConfigProvider locale={zhCN} theme={consoleTheme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={client}>
          <FailureNotifier />
          <Routes />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
};
