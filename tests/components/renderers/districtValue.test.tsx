/** The `district` value type: codes shown as names, China's levels loaded lazily. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { districtCodesOf } from '../../../renderers/shared/DistrictText';
import { formatValue } from '../../../renderers/shared/formatValue';

const text = (t: unknown): string => String(t ?? '');

describe('district value type', () => {
  it('takes codes down to the first empty level', () => {
    expect(districtCodesOf(['CN', '310000', '', '310115'])).toEqual(['CN', '310000']);
    expect(districtCodesOf('DE')).toEqual(['DE']);
    expect(districtCodesOf([null, '310000'])).toEqual([]);
    expect(formatValue('district', [null], { text })).toBe('-');
  });

  it('names the country in the user language and China levels from the area data', async () => {
    render(<div>{formatValue('district', ['CN', '310000', '310100', '310115'], { text, locale: 'en' })}</div>);
    expect(await screen.findByText('China / 上海市 / 上海市 / 浦东新区')).toBeTruthy();
  });

  it('a foreign country is one level, in Chinese for a Chinese user', () => {
    render(<div>{formatValue('district', ['DE', null, null, null], { text, locale: 'zh-cn' })}</div>);
    expect(screen.getByText('德国')).toBeTruthy();
  });

  it('an unknown code shows as itself', async () => {
    render(<div>{formatValue('district', ['CN', '999999'], { text, locale: 'zh-cn' })}</div>);
    expect(await screen.findByText('中国 / 999999')).toBeTruthy();
  });
});
