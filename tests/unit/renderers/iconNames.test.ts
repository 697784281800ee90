import { describe, expect, it } from 'vitest';
import { ICON_NAMES, iconNameOf } from '../../../renderers/shared/iconNames';
import { iconElement } from '../../../renderers/shared/icons';

describe('one icon whitelist for schemas and server menus', () => {
  it.each([
    ['bank', 'bank'],
    ['BankOutlined', 'bank'],
    ['CheckSquareOutlined', 'check-square'],
    ['CustomerServiceOutlined', 'customer-service'],
    ['QuestionCircleOutlined', 'question'],
    ['InfoCircleOutlined', 'info'],
    ['BarChartOutlined', 'bar-chart'],
  ])('%s is %s', (name, expected) => {
    expect(iconNameOf(name)).toBe(expected);
  });

  it.each(['Bank', 'bankOutlined', 'SmileOutlined', 'constructor', '__proto__', ''])('%s is not an icon', (name) => {
    expect(iconNameOf(name)).toBeUndefined();
    expect(iconElement(name)).toBeUndefined();
  });

  it('every whitelisted name has a component', () => {
    for (const name of ICON_NAMES) expect(iconElement(name), name).toBeDefined();
  });
});
