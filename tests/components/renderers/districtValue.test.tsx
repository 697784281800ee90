/** The `district` value type: codes shown as names in the user's language, China's levels loaded from the district calls. */
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { districtCodesOf } from '../../../renderers/shared/DistrictText';
import { formatValue } from '../../../renderers/shared/formatValue';
import { registry } from '../../../renderers';
import { PortalRuntime } from '@core/react';
import { districtApi } from '../../helpers/districtApi';
import { createTestEnv } from '../../helpers/testEnv';

/** Inside a runtime whose api answers the district calls. */
const withApi = (node: ReactNode) => (
  <PortalRuntime registry={registry} env={createTestEnv({ api: districtApi() })}>
    {node}
  </PortalRuntime>
);

const text = (t: unknown): string => String(t ?? '');

describe('district value type', () => {
  it('takes codes down to the first empty level', () => {
    expect(districtCodesOf(['CN', '310000', '', '310115'])).toEqual(['CN', '310000']);
    expect(districtCodesOf('DE')).toEqual(['DE']);
    expect(districtCodesOf([null, '310000'])).toEqual([]);
    expect(formatValue('district', [null], { text })).toBe('-');
  });

  it('names the country and China\'s levels in the user language', async () => {
    render(withApi(<div>{formatValue('district', ['CN', '310000', '310100', '310115'], { text, locale: 'en' })}</div>));
    expect(await screen.findByText('China / Shanghai / Shanghai / Pudong New Area')).toBeTruthy();
    render(withApi(<div>{formatValue('district', ['CN', '310000', '310100', '310115'], { text, locale: 'zh-cn' })}</div>));
    expect(await screen.findByText('中国 / 上海市 / 上海市 / 浦东新区')).toBeTruthy();
  });

  it('shows the codes when no api can name them', () => {
    render(<div>{formatValue('district', ['CN', '310000'], { text, locale: 'en' })}</div>);
    expect(screen.getByText('China / 310000')).toBeTruthy();
  });

  it('a foreign country is one level, in Chinese for a Chinese user', () => {
    render(<div>{formatValue('district', ['DE', null, null, null], { text, locale: 'zh-cn' })}</div>);
    expect(screen.getByText('德国')).toBeTruthy();
  });

  it('an unknown code shows as itself', async () => {
    render(withApi(<div>{formatValue('district', ['CN', '999999'], { text, locale: 'zh-cn' })}</div>));
    expect(await screen.findByText('中国 / 999999')).toBeTruthy();
  });
});
