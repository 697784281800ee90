/** What the component tests' jsdom keeps of antd's injected CSS (tests/helpers/antdStyles.ts). */
import { observableCss } from '../../helpers/antdStyles';

describe('observableCss', () => {
  it('keeps display, visibility and pointer-events declarations under their selectors, drops the rest', () => {
    const css =
      ':where(.css-x).ant-btn{outline:none;display:inline-flex;color:#fff}' +
      ':where(.css-x).ant-btn-hidden{display:none !important}' +
      '.ant-select-disabled .ant-select-selector{cursor:not-allowed;pointer-events:none}' +
      '.ant-tooltip-hidden{visibility:hidden;opacity:0}' +
      '.ant-typography{margin:0;color:rgba(0,0,0,.88)}';
    expect(observableCss(css)).toBe(
      ':where(.css-x).ant-btn{display:inline-flex}' +
        ':where(.css-x).ant-btn-hidden{display:none !important}' +
        '.ant-select-disabled .ant-select-selector{pointer-events:none}' +
        '.ant-tooltip-hidden{visibility:hidden}',
    );
  });

  it('keeps @media and @supports around what they hold, drops keyframes and font faces', () => {
    const css =
      '@keyframes css-x-antZoomIn{0%{transform:scale(0.2);opacity:0}100%{transform:scale(1);opacity:1}}' +
      '@media (max-width:575px){.ant-col-xs-0{display:none}.ant-col-xs-1{flex:0 0 4%}}' +
      '@media print{.ant-x{color:red}}' +
      '@supports (display:grid){.ant-grid{display:grid}}' +
      '@font-face{font-family:x;src:url(x.woff)}';
    expect(observableCss(css)).toBe('@media (max-width:575px){.ant-col-xs-0{display:none}}@supports (display:grid){.ant-grid{display:grid}}');
  });

  it('reads past braces and semicolons inside strings and url()', () => {
    const css =
      '.ant-a::before{content:"{;}";display:block}' +
      '.ant-b{background:url("data:image/svg+xml;utf8,<svg>{}</svg>");display:none}' +
      "[class^='ant-'] .x{font-family:'a;b';visibility:visible}";
    expect(observableCss(css)).toBe(".ant-a::before{display:block}.ant-b{display:none}[class^='ant-'] .x{visibility:visible}");
  });

  it('keeps text it cannot read whole (an unclosed block)', () => {
    expect(observableCss('.ant-a{display:none')).toBe('.ant-a{display:none');
  });
});
