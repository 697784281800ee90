/**
 * antd texts (pagination, pickers) in the portal's language. The shell's
 * root ConfigProvider normally sets the locale; where none is set (a screen
 * rendered on its own, a test, the editor's preview) ProComponents would
 * fall back to Chinese whatever the language, so we set it from i18n.
 */
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useContext, type ReactElement, type ReactNode } from 'react';
import { useEnv } from '@core/react';

export function AntdLocale({ children }: { children: ReactNode }): ReactElement {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const { i18n } = useEnv();
  if (locale) return <>{children}</>;
  return <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN}>{children}</ConfigProvider>;
}
