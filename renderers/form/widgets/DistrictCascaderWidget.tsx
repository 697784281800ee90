/**
 * `ui:widget: districtCascader`: country, then for China province,
 * city and county, written to four sibling fields (names from `ui:options`,
 * defaults `countryCode`, `provinceCode`, `cityCode`, `regionCode`). Put it on
 * the country field and declare the other three as hidden fields, so they are
 * submitted. On any other field its own value is the codes (an array field) or
 * the last code (a string field). antd Cascader: keyboard usable, searchable.
 * Data comes from the server's district calls when first wanted (districtData.ts),
 * names in the user's language at every level.
 *
 * @example "countryCode": { "ui:widget": "districtCascader" },
 *   "provinceCode": { "ui:widget": "hidden" }, "cityCode": { "ui:widget": "hidden" }, "regionCode": { "ui:widget": "hidden" }
 */
import { Cascader, Form, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import type { ApiProvider } from '@core/env';
import { useEnv } from '@core/react';
import type { WidgetProps } from '../types';
import { defined } from './defined';
import { CHINA, loadChina, loadCountries, type DistrictOption } from './districtData';

/** The four levels, top down, and their default field names. */
const LEVELS = ['countryField', 'provinceField', 'cityField', 'regionField'] as const;
const DEFAULT_FIELDS = { countryField: 'countryCode', provinceField: 'provinceCode', cityField: 'cityCode', regionField: 'regionCode' } as const;

/** The sibling field names, read defensively (a uiSchema is hand-written data). */
export function districtFields(ui: Readonly<Record<string, unknown>>): readonly string[] {
  return LEVELS.map((level) => {
    const name = ui[level];
    return typeof name === 'string' && name !== '' ? name : DEFAULT_FIELDS[level];
  });
}

/** The codes of the four values, top down, up to the first empty one. */
function codesOf(values: readonly unknown[]): string[] {
  const codes: string[] = [];
  for (const v of values) {
    if (typeof v !== 'string' || v === '') break;
    codes.push(v);
  }
  return codes;
}

/** The labels along `codes` in the tree; an unknown code shows as itself. */
function labelsOf(tree: readonly DistrictOption[], codes: readonly string[]): string[] {
  let level: readonly DistrictOption[] | undefined = tree;
  return codes.map((code) => {
    const option: DistrictOption | undefined = level?.find((o) => o.value === code);
    level = option?.children;
    return option?.label ?? code;
  });
}

const EMPTY: readonly DistrictOption[] = [];

const withChina = (countries: readonly DistrictOption[], china: readonly DistrictOption[]): DistrictOption[] =>
  countries.map((c) => (c.value === CHINA ? { ...c, children: [...china] } : c));

/**
 * The tree of places in the active language: the countries at once, China's provinces, cities and
 * regions when first wanted (`openChina`: a value in China, the user opening it or searching).
 */
function useDistrictTree(api: ApiProvider, language: string, inChina: boolean) {
  // Each list is kept with the language it is in, so a language switch never shows the other's names.
  const [countryList, setCountries] = useState<{ language: string; list: readonly DistrictOption[] }>();
  const [chinaList, setChina] = useState<{ language: string; list: readonly DistrictOption[] }>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadCountries(api, language).then(
      (list) => live && setCountries({ language, list }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, language]);
  const countries = countryList?.language === language ? countryList.list : EMPTY;
  const china = chinaList?.language === language ? chinaList.list : undefined;
  const openChina = useCallback(() => {
    if (china) return;
    loadChina(api, language).then((list) => setChina({ language, list }), () => setFailed(true));
  }, [api, language, china]);
  // A value in China needs its lower levels to show names.
  useEffect(() => {
    if (inChina) openChina();
  }, [inChina, openChina]);
  const options = useMemo(() => (china ? withChina(countries, china) : [...countries]), [countries, china]);
  return { countries, china, failed, openChina, options };
}

export function DistrictCascaderWidget(props: WidgetProps): ReactElement {
  const { id, onChange, onBlur, field, disabled, readOnly, placeholder, ariaLabel } = props;
  const { i18n, api } = useEnv();
  const form = Form.useFormInstance();
  const names = useMemo(() => districtFields(field.ui), [field.ui]);
  const parent = field.path.slice(0, -1);
  const paths = names.map((name) => [...parent, name]);
  // Four fixed calls: siblings may be unregistered (preserve reads the store anyway).
  const country: unknown = Form.useWatch(paths[0], { form, preserve: true });
  const province: unknown = Form.useWatch(paths[1], { form, preserve: true });
  const city: unknown = Form.useWatch(paths[2], { form, preserve: true });
  const region: unknown = Form.useWatch(paths[3], { form, preserve: true });
  const codes = codesOf([country, province, city, region]);
  const inChina = codes[0] === CHINA;
  const { countries, china, failed, openChina, options } = useDistrictTree(api, i18n.language, inChina);

  const pick = (selected: readonly string[] | undefined): void => {
    const chosen = selected ?? [];
    const ownLevel = names.indexOf(field.name);
    names.forEach((name, level) => {
      if (level !== ownLevel) form.setFieldValue(paths[level], chosen[level]);
    });
    if (ownLevel >= 0) onChange?.(chosen[ownLevel]);
    else onChange?.(field.kind === 'array' ? [...chosen] : chosen.at(-1));
    onBlur();
  };

  if (readOnly) {
    const waiting = countries.length === 0 || (inChina && codes.length > 1 && !china);
    return (
      <span {...defined({ id })} className="eps-form-readonly ant-form-text eps-district-text" data-field={field.key} aria-busy={waiting && !failed}>
        {codes.length === 0 ? '-' : waiting && !failed ? null : labelsOf(options, codes).join(' / ')}
      </span>
    );
  }

  return (
    <>
      <Cascader<DistrictOption>
        {...defined({ id, 'aria-label': ariaLabel })}
        placeholder={placeholder ?? i18n.t('widgets.district.placeholder')}
        className="eps-district-cascader"
        data-field={field.key}
        style={{ width: '100%' }}
        options={options}
        value={codes}
        // A foreign country is a leaf; China's levels load when it is opened.
        loadData={(selected) => {
          if (selected.at(-1)?.value === CHINA) openChina();
        }}
        showSearch={{
          filter: (input, path) => path.some((o) => o.label.toLowerCase().includes(input.trim().toLowerCase())),
          limit: 50,
        }}
        onSearch={(input) => {
          if (input.trim() !== '') openChina();
        }}
        onChange={(selected) => pick(selected as readonly string[] | undefined)}
        onBlur={onBlur}
        disabled={disabled}
        loading={countries.length === 0 && !failed}
        {...(failed ? { status: 'error' as const } : {})}
      />
      {failed ? (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
          {i18n.t('widgets.district.loadFailed')}
        </Typography.Text>
      ) : null}
    </>
  );
}
