/**
 * How a value is shown by its `valueType` (tables, descriptions). A typed
 * record, so a value type added to the list without a formatter fails the
 * build (STYLE 7, like ProComponents' `Record<ProFieldBuiltinValueType, ...>`).
 */
import { Badge, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { toText } from '@core/expression/functions';
import { bytesOf, formatBytes } from '@core/fileSize';
import { regionName } from '@core/regionName';
import type { LocalizedText } from '@core/schema/types';
import { decimalText } from './decimalText';
import { DistrictText, districtCodesOf } from './DistrictText';
import { enumEntry, type ValueEnum } from './enums';
import type { DisplayValueType } from './valueTypes';

/** spec workflow-enterprise-embedding 9: "Create time format: YYYY-MM-DD HH-mm-ss. Other dates: YYYY-MM-DD." */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';
export const DEFAULT_DATE_TIME_FORMAT = 'YYYY-MM-DD HH-mm-ss';
const DEFAULT_TIME_FORMAT = 'HH:mm:ss';
/** spec workflow-enterprise-embedding 9: "Thousands default: 2 decimals." */
const MONEY_DECIMALS = 2;

/** Shown for a missing value (as ProTable does). */
export const EMPTY_VALUE = '-';

export interface FormatOptions {
  valueEnum?: ValueEnum | undefined;
  /** dayjs format for date types. */
  format?: string | undefined;
  /** Decimals for number types. */
  precision?: number | undefined;
  /** The active language (`zh-cn`, `en`), for locale-aware numbers such as file sizes. */
  locale?: string | undefined;
  /** Resolves enum texts in the active language. */
  text: (text: LocalizedText | undefined) => string;
}

type Formatter = (value: unknown, options: FormatOptions) => ReactNode;

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

function toDate(value: unknown): dayjs.Dayjs | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return undefined;
  const date = dayjs(value);
  return date.isValid() ? date : undefined;
}

function formatDate(value: unknown, format: string): string {
  return toDate(value)?.format(format) ?? toText(value);
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

function formatNumber(value: unknown, minDecimals: number | undefined, maxDecimals: number | undefined): string {
  const number = toNumber(value);
  // Grouping is the same in zh-cn and en ("1,234.50"), so one form keeps output stable (decimalText: why not Intl).
  return number === undefined ? toText(value) : decimalText(number, minDecimals, maxDecimals);
}

const asList = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : [value]);

function enumText(value: unknown, options: FormatOptions): string {
  const entry = enumEntry(options.valueEnum, value);
  return entry ? options.text(entry.text) : toText(value);
}

const FORMATTERS: Readonly<Record<DisplayValueType, Formatter>> = {
  text: (value, options) => enumText(value, options),
  date: (value, options) => formatDate(value, options.format ?? DEFAULT_DATE_FORMAT),
  dateTime: (value, options) => formatDate(value, options.format ?? DEFAULT_DATE_TIME_FORMAT),
  time: (value, options) => formatDate(value, options.format ?? DEFAULT_TIME_FORMAT),
  dateRange: (value, options) => {
    if (!Array.isArray(value)) return formatDate(value, options.format ?? DEFAULT_DATE_FORMAT);
    const [start, end] = value as readonly unknown[];
    const format = options.format ?? DEFAULT_DATE_FORMAT;
    return `${isEmpty(start) ? EMPTY_VALUE : formatDate(start, format)} ~ ${isEmpty(end) ? EMPTY_VALUE : formatDate(end, format)}`;
  },
  money: (value, options) => formatNumber(value, options.precision ?? MONEY_DECIMALS, options.precision ?? MONEY_DECIMALS),
  digit: (value, options) => formatNumber(value, options.precision, options.precision),
  percent: (value, options) => {
    const number = toNumber(value);
    if (number === undefined) return toText(value);
    return `${options.precision === undefined ? String(number) : number.toFixed(options.precision)}%`;
  },
  tag: (value, options) => (
    <>
      {asList(value)
        .filter((item) => !isEmpty(item))
        .map((item, index) => {
          const entry = enumEntry(options.valueEnum, item);
          return (
            <Tag key={`${toText(item)}-${index}`} {...(entry?.color ? { color: entry.color } : {})} data-value={toText(item)}>
              {entry ? options.text(entry.text) : toText(item)}
            </Tag>
          );
        })}
    </>
  ),
  status: (value, options) => {
    const entry = enumEntry(options.valueEnum, value);
    const text = entry ? options.text(entry.text) : toText(value);
    if (entry?.status) return <Badge status={entry.status} text={text} />;
    if (entry?.color) return <Badge color={entry.color} text={text} />;
    return <Badge status="default" text={text} />;
  },
  fileSize: (value, options) => {
    const bytes = bytesOf(value);
    return bytes === undefined ? toText(value) : formatBytes(bytes, options.locale);
  },
  country: (value, options) => (typeof value === 'string' ? regionName(value, options.locale ?? 'zh-cn') : toText(value)),
  district: (value, options) => {
    const codes = districtCodesOf(value);
    return codes.length === 0 ? EMPTY_VALUE : <DistrictText codes={codes} locale={options.locale ?? 'zh-cn'} />;
  },
};

/**
 * Renders `value` as `valueType`; empty values show {@link EMPTY_VALUE}.
 * @example formatValue('money', 1234.5, { text }) // "1,234.50"
 */
export function formatValue(valueType: DisplayValueType, value: unknown, options: FormatOptions): ReactNode {
  if (isEmpty(value) || (Array.isArray(value) && value.length === 0)) return EMPTY_VALUE;
  return FORMATTERS[valueType](value, options);
}
