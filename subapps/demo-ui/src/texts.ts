// The demo micro-app's texts: its own two languages, following the portal's
// language from the context (zh-cn unless the portal says en). Each language
// has its own colon (full-width in Chinese).
export const TEXTS = {
  en: { title: 'Demo sub-app', user: 'Signed in as', tenant: 'Tenant', language: 'Language', home: 'Home', details: 'Details', count: 'Clicked', click: 'Click', portalHome: 'Portal home', page: 'Page', none: 'none', colon: ': ' },
  'zh-cn': { title: '演示子应用', user: '当前用户', tenant: '租户', language: '语言', home: '首页', details: '详情', count: '点击次数', click: '点击', portalHome: '门户首页', page: '页面', none: '无', colon: '：' },
} as const;

export type Language = keyof typeof TEXTS;
