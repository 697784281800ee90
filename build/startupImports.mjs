// How the portal's production build resolves a few package imports, shared by
// vite.config.ts and the bench's (bench/vite.config.ts), so the bench's pages
// are built from the same modules the portal ships.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * react-router's package exports name only its development build, for every condition (remix-run/react-router
 * #12532, #14753): a production bundle would ship its dev warnings and their checks. The production build
 * sits beside it in the package; builds take that one, the dev server and the tests keep the warnings.
 */
export const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/**
 * Two package entry files that pull a whole component into every page: `rc-field-form`'s index
 * attaches Field, List, useForm and useWatch to its Form as it loads, and `@rc-component/color-picker`'s
 * index loads the picker itself. Nothing marks either package free of side effects, so the bundler keeps
 * the whole of each wherever its index is imported, and it is imported by antd modules every component
 * uses: the form context (for its FormProvider) and the colour helpers (for the Color class and the swatch
 * of buttons' tokens). Those imports go to the one file they use; antd's Form and ColorPicker themselves
 * still import the indexes, so the full packages come with the first form or colour field shown.
 * (Without this, home's start-up code carried the form engine and its validator, ~12 KB brotli.)
 */
const colorPickerParts = '\0eps:rc-color-picker-parts';

/** @returns {import('vite').Plugin} */
export function startupImports() {
  return {
    name: 'eps-startup-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('node_modules')) return null;
      if (source === 'rc-field-form' && /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) {
        return require.resolve('rc-field-form/es/FormContext.js');
      }
      if (source === '@rc-component/color-picker' && /[\\/]antd[\\/]es[\\/]color-picker[\\/](color|util|components[\\/]ColorPresets|components[\\/]ColorTrigger)\.js$/.test(importer)) {
        return colorPickerParts;
      }
      return null;
    },
    load(id) {
      if (id !== colorPickerParts) return null;
      const file = (path) => JSON.stringify(require.resolve(`@rc-component/color-picker/es/${path}`));
      return `export { Color } from ${file('color.js')};\nexport { default as ColorBlock } from ${file('components/ColorBlock.js')};\n`;
    },
  };
}
