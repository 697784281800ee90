/**
 * The form widgets split out of the form renderer's code (heavy antd parts:
 * rc-picker, rc-input-number, rc-select, Upload, Cascader), each loaded once
 * and shared by the widget that renders it (lazyWidget.tsx) and by the
 * preload of a form's parts (../formParts.ts), which starts them as the
 * renderer's code arrives, before the form renders. Plain imports only: it
 * must bring none of the widgets' antd parts with it.
 */
import type { FormWidget } from '../formContext';

/** One widget's load: the same promise every time, and its component once it is here. */
export interface WidgetLoad {
  (): Promise<FormWidget>;
  /** The component when its code has arrived, else undefined. */
  loaded(): FormWidget | undefined;
}

/** A load run once; a failed one is forgotten, so a later use tries again (a network blip is not forever). */
export function widgetLoad(load: () => Promise<FormWidget>): WidgetLoad {
  let pending: Promise<FormWidget> | undefined;
  let component: FormWidget | undefined;
  const start = (): Promise<FormWidget> => {
    pending ??= load().then(
      (loaded) => {
        component = loaded;
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(start, { loaded: () => component });
}

/** The split-out widgets, by the module that holds them. */
export const widgetLoads = {
  date: widgetLoad(() => import('./DateWidget').then((m) => m.DateWidget)),
  number: widgetLoad(() => import('./NumberWidget').then((m) => m.NumberWidget)),
  dateTime: widgetLoad(() => import('./DateTimeWidgets').then((m) => m.DateTimeWidget)),
  time: widgetLoad(() => import('./DateTimeWidgets').then((m) => m.TimeWidget)),
  range: widgetLoad(() => import('./RangeColorWidgets').then((m) => m.RangeWidget)),
  color: widgetLoad(() => import('./RangeColorWidgets').then((m) => m.ColorWidget)),
  dateRange: widgetLoad(() => import('./DateRangeWidget').then((m) => m.DateRangeWidget)),
  rating: widgetLoad(() => import('./RatingWidget').then((m) => m.RatingWidget)),
  select: widgetLoad(() => import('./SelectWidget').then((m) => m.SelectWidget)),
  switch: widgetLoad(() => import('./SwitchWidget').then((m) => m.SwitchWidget)),
  upload: widgetLoad(() => import('./UploadWidget').then((m) => m.UploadWidget)),
  districtCascader: widgetLoad(() => import('./DistrictCascaderWidget').then((m) => m.DistrictCascaderWidget)),
} as const;

export type SplitWidget = keyof typeof widgetLoads;

/** The split-out widget a widget name (`ui:widget`, or the default a schema gets) draws with, if it is one. */
export const SPLIT_WIDGET_OF: Readonly<Record<string, SplitWidget>> = {
  date: 'date',
  'alt-date': 'date',
  number: 'number',
  updown: 'number',
  datetime: 'dateTime',
  'alt-datetime': 'dateTime',
  time: 'time',
  range: 'range',
  color: 'color',
  dateRange: 'dateRange',
  rating: 'rating',
  select: 'select',
  switch: 'switch',
  upload: 'upload',
  file: 'upload',
  'data-url': 'upload',
  districtCascader: 'districtCascader',
};
