/**
 * The value types display renderers (table cells, description items) share,
 * kept apart from their antd formatters so props schemas import no UI.
 */
export const DISPLAY_VALUE_TYPES = ['text', 'date', 'dateTime', 'dateRange', 'time', 'money', 'digit', 'percent', 'tag', 'status', 'fileSize', 'country', 'district'] as const;
export type DisplayValueType = (typeof DISPLAY_VALUE_TYPES)[number];

/** JSON Schema of the formatting props of a displayed value (valueType and its options). */
export const formatPropsSchema = {
  format: { type: 'string', minLength: 1, description: 'dayjs format for date types, e.g. "YYYY-MM-DD HH-mm-ss".' },
  precision: { type: 'integer', minimum: 0, maximum: 10 },
} as const;
