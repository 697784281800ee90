// The sign-in page as the stack alone draws it (the LCP budget): the libraries and antd
// components of the byte floor's steps (stackFloor.mjs), mounted as a hand-written antd sign-in
// form with its texts through i18next, built with the project's bundler for production and
// precompressed as the portal is. Nothing of ours is in it. `npm run bench web-vitals` loads it
// beside the portal's /login, in the same browser and the same minutes, so its LCP says how much
// of the page's is the stack's and how much is ours.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeMissingBrotli } from './brotliAssets.mjs';
import { REPO_ROOT } from './run.mjs';
import { STEPS, buildStackBundle } from './stackFloor.mjs';

const TEXTS = {
  title: '电子采购平台',
  counter: '已入驻供应商',
  byAccount: '账号登录',
  byPhone: '手机号登录',
  account: '账号',
  password: '密码',
  remember: '记住账号',
  signIn: '登录',
  language: '简体中文',
};

function pageSource() {
  return `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
${STEPS.map(([, line]) => line).filter(Boolean).join('\n')}
// The i18next step above registered react-i18next already.
i18next.init({ lng: 'zh-CN', resources: { 'zh-CN': { translation: ${JSON.stringify(TEXTS)} } } });
function SignIn() {
  const { t } = useTranslation();
  const form = h(Form, { layout: 'vertical', onFinish: () => undefined },
    h(Form.Item, { label: t('account'), name: 'account', rules: [{ required: true }] }, h(Input)),
    h(Form.Item, { label: t('password'), name: 'password', rules: [{ required: true }] }, h(Input.Password)),
    h(Form.Item, { name: 'remember', valuePropName: 'checked' }, h(Checkbox, null, t('remember'))),
    h(Button, { type: 'primary', htmlType: 'submit', block: true }, t('signIn')));
  return h('main', { style: { display: 'flex', justifyContent: 'space-around', alignItems: 'center', minHeight: '100vh', background: '#f0f5ff' } },
    h('section', null, h('h1', null, t('title')), h('h2', null, t('counter'))),
    h('section', { style: { width: 380, padding: 32, background: '#fff', borderRadius: 8 } },
      h(Dropdown, { menu: { items: [{ key: 'zh-CN', label: t('language') }] } }, h('a', null, t('language'))),
      h(Spin, { spinning: false }, h(Tabs, { items: [{ key: 'account', label: t('byAccount'), children: form }, { key: 'phone', label: t('byPhone') }] }))));
}
createRoot(document.getElementById('root')).render(h(ConfigProvider, null, h(RouterProvider, { router: createBrowserRouter([{ path: '*', element: h(SignIn) }]) })));
`;
}

const HTML = `<!doctype html>
<html lang="zh-CN">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>stack floor</title></head>
  <body style="margin: 0"><div id="root"></div><script type="module" src="./main.js"></script></body>
</html>
`;

/**
 * Builds the page into `outDir` (index.html, one script, their `.br` files).
 * @param {string} outDir
 */
export async function buildStackFloorPage(outDir) {
  // Under the repository, so the page's imports resolve from its node_modules.
  mkdirSync(join(REPO_ROOT, '.tmp'), { recursive: true });
  const source = mkdtempSync(join(REPO_ROOT, '.tmp', 'stack-floor-page-'));
  try {
    writeFileSync(join(source, 'main.js'), pageSource());
    writeFileSync(join(source, 'index.html'), HTML);
    mkdirSync(outDir, { recursive: true });
    await buildStackBundle(source, { outDir, emptyOutDir: true });
    await writeMissingBrotli(outDir);
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}
