// The least the stack costs a page that mounts the sign-in page's parts
// (the /login budget): one bundle per step, each adding a library
// or antd component to the previous ones, built with the project's own
// bundler (Vite, minified, one chunk), measured as brotli (quality 11), as
// the server sends it. Nothing of ours is in it: this is the floor under
// our code. `npm run bench:report -- --floor`.
// Also the sign-in page as the stack alone draws it (the LCP budget): the same libraries and components mounted as a
// hand-written antd sign-in form with its texts through i18next, built for production and precompressed as the
// portal is. `npm run bench web-vitals` loads it beside the portal's /login, in the same browser and the same minutes,
// so its LCP says how much of the page's is the stack's and how much is ours.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';
import { writeMissingBrotli } from '../../scripts/lib/brotliAssets.mjs';
import { REPO_ROOT } from '../../scripts/lib/run.mjs';

/** What the sign-in page mounts, in the order a page gets it: [label, import line, element or hook call]. */
const STEPS = [
  ['React + ReactDOM + router', '', ''],
  ['+ axios', "import axios from 'axios'; globalThis.x1 = axios.create;", ''],
  ['+ i18next, react-i18next', "import i18next from 'i18next'; import { initReactI18next } from 'react-i18next'; globalThis.x2 = i18next.use(initReactI18next);", ''],
  ['+ antd ConfigProvider', "import { ConfigProvider } from 'antd';", 'h(ConfigProvider)'],
  ['+ antd Button, Spin', "import { Button, Spin } from 'antd';", 'h(Button), h(Spin)'],
  ['+ antd Input, Input.Password, Checkbox', "import { Input, Checkbox } from 'antd';", 'h(Input), h(Input.Password), h(Checkbox)'],
  ['+ antd Tabs, Dropdown', "import { Tabs, Dropdown } from 'antd';", "h(Tabs, { items: [] }), h(Dropdown, { menu: { items: [] } }, h('span'))"],
  ['+ antd Form', "import { Form } from 'antd';", 'h(Form, null, h(Form.Item))'],
];

function entrySource(steps) {
  const imports = steps.map(([, line]) => line).filter(Boolean).join('\n');
  const elements = steps.map(([, , element]) => element).filter(Boolean).join(', ');
  return `import { createElement as h, Fragment } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
${imports}
const Page = () => h(Fragment, null${elements ? `, ${elements}` : ''});
createRoot(document.body).render(h(RouterProvider, { router: createBrowserRouter([{ path: '*', element: h(Page) }]) }));
`;
}

/**
 * Builds the stack alone as the portal's build would (production, minified) into one chunk, with none of the
 * project's config: `root` holds the entry, `options` the rest of `build` (input, output folder or no writing).
 * The byte floor and the stack-floor page both build this way.
 */
function buildStackBundle(root, options) {
  return build({
    root,
    configFile: false,
    logLevel: 'silent',
    base: '/',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { minify: true, ...options, rollupOptions: { ...options.rollupOptions, output: { codeSplitting: false } } },
  });
}

/** Brotli bytes of `source` built alone, from a file under .tmp/stack-floor/ (removed after). */
async function bundleBytes(source) {
  const dir = join(REPO_ROOT, '.tmp', 'stack-floor');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `entry-${process.pid}.js`);
  try {
    writeFileSync(file, source);
    const output = await buildStackBundle(REPO_ROOT, { write: false, rollupOptions: { input: file } });
    const code = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((item) => item.type === 'chunk').map((chunk) => chunk.code).join('\n');
    return brotliCompressSync(Buffer.from(code), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  } finally {
    rmSync(file, { force: true });
  }
}

/** Brotli bytes of the whole floor (every step at once, one build): what the /login budget is a ratio to. */
export const stackFloorBytes = () => bundleBytes(entrySource(STEPS));

/** Rows of [label, added KB, total KB] for each step. */
export async function stackFloor() {
  const rows = [];
  for (let i = 1, previous = 0; i <= STEPS.length; i += 1) {
    const bytes = await bundleBytes(entrySource(STEPS.slice(0, i)));
    rows.push([STEPS[i - 1][0], ((bytes - previous) / 1024).toFixed(1), (bytes / 1024).toFixed(1)]);
    previous = bytes;
  }
  return rows;
}

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
