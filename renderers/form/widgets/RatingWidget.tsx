/**
 * rjsf 6's `rating` widget on antd's Rate: as many stars as the schema's
 * `maximum` (at most 5), else `ui:options.stars` (1 to 5, default 5); the
 * stars stand for `minimum` (default 0) upwards, one each, so the value a
 * click gives is the one rjsf gives. `ui:options.shape: "heart"` draws hearts.
 */
import { HeartFilled, StarFilled } from '@ant-design/icons';
import { Rate } from 'antd';
import type { ReactElement } from 'react';
import type { WidgetProps } from '../types';
import { defined } from './defined';

const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** How many stars rjsf draws and the value of the first (rjsf RatingWidget). */
export function ratingScale(schema: Readonly<Record<string, unknown>>, ui: Readonly<Record<string, unknown>>): { count: number; min: number } {
  const maximum = finite(schema.maximum);
  const stars = finite(ui.stars) ?? 5;
  return { count: maximum ? Math.min(maximum, 5) : Math.min(Math.max(stars, 1), 5), min: finite(schema.minimum) ?? 0 };
}

export function RatingWidget({ id, value, onChange, onBlur, field, disabled, readOnly }: WidgetProps): ReactElement {
  const { count, min } = ratingScale(field.schema, field.ui);
  const current = finite(value);
  return (
    <Rate
      {...defined({ id })}
      count={count}
      // antd counts stars from 1; the value of star n is `min + n - 1`.
      value={current === undefined ? 0 : current - min + 1}
      allowClear={false}
      character={field.ui.shape === 'heart' ? <HeartFilled /> : <StarFilled />}
      disabled={disabled || readOnly}
      onChange={(stars) => {
        onChange?.(min + stars - 1);
        onBlur();
      }}
    />
  );
}
