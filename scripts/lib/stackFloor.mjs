// The least the stack costs a page that mounts the sign-in page's parts
// (the /login budget): one bundle per step, each adding a library
// or antd component to the previous ones, built with the project's own
// bundler (Vite, minified, one chunk), measured as brotli (quality 11), as
// the server sends it. Nothing of ours is in it: this is the floor under
// our code. `npm run bench:report -- --floor`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';
import { REPO_ROOT } from './run.mjs';

/** What the sign-in page mounts, in the order a page gets it: [label, import line, element or hook call]. */
export const STEPS = [
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
 * The byte floor here and the stack-floor page (stackFloorPage.mjs) both build this way.
 */
export function buildStackBundle(root, options) {
  return build({
    root,
    configFile: false,
    logLevel: 'silent',
    base: '/',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { minify: true, ...options, rollupOptions: { ...options.rollupOptions, output: { codeSplitting: false } } },
  });
}

async function bundleBytes(file) {
  const output = await buildStackBundle(REPO_ROOT, { write: false, rollupOptions: { input: file } });
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const code = outputs.filter((item) => item.type === 'chunk').map((chunk) => chunk.code).join('\n');
  return brotliCompressSync(Buffer.from(code), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Rows of [label, added KB, total KB] for each step. */
export async function stackFloor() {
  const dir = join(REPO_ROOT, '.tmp', 'stack-floor');
  mkdirSync(dir, { recursive: true });
  const rows = [];
  let previous = 0;
  try {
    for (let i = 1; i <= STEPS.length; i += 1) {
      const file = join(dir, `step-${i}.js`);
      writeFileSync(file, entrySource(STEPS.slice(0, i)));
      const bytes = await bundleBytes(file);
      rows.push([STEPS[i - 1][0], ((bytes - previous) / 1024).toFixed(1), (bytes / 1024).toFixed(1)]);
      previous = bytes;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
