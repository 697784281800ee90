/**
 * The `district` value type: codes (country, then China's province, city and
 * county) shown as names, "中国 / 上海市 / 上海市 / 浦东新区". The country is
 * named as the `country` value type names it (the browser's region names, in
 * the user's language: "China", not the ISO list's official "People's
 * Republic of China"); the lower levels come from the server's district calls
 * in the user's language (districtData.ts). Until they arrive (or if they
 * cannot load, or no api is there to ask) their codes show: still the true value.
 */
import { useContext, useEffect, useState, type ReactElement } from 'react';
import { RuntimeContext } from '@core/react/context';
import { regionName } from '@core/regionName';
import { districtNames, type DistrictCodes } from '../form/widgets/districtData';

/** The codes of a value: an array, or one code; empty entries end the path (a country without lower levels). */
export function districtCodesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  const codes: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string' && typeof item !== 'number') break;
    const code = String(item).trim();
    if (code === '') break;
    codes.push(code);
  }
  return codes;
}

export function DistrictText({ codes, locale }: { codes: DistrictCodes; locale: string }): ReactElement {
  const key = codes.join('/');
  const [names, setNames] = useState<{ key: string; locale: string; names: string[] }>();
  const api = useContext(RuntimeContext)?.env.api;
  useEffect(() => {
    if (codes.length < 2 || !api) return undefined;
    let live = true;
    districtNames(api, codes, locale).then(
      (found) => {
        if (live) setNames({ key, locale, names: found });
      },
      // The names did not load (network): the codes stay, which is still the true value.
      () => undefined,
    );
    return () => {
      live = false;
    };
    // `key` stands for `codes` (a new array each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, locale]);
  const lower = names && names.key === key && names.locale === locale ? names.names.slice(1) : codes.slice(1);
  const shown = [regionName(codes[0] ?? '', locale), ...lower];
  return <span data-district={key}>{shown.join(' / ')}</span>;
}
