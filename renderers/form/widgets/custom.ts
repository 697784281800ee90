/**
 * Custom form widgets, by the name a uiSchema gives in `ui:widget`. Add one
 * line per widget (`districtCascader: DistrictCascaderWidget,`); the
 * component takes WidgetProps (../types) and calls `onChange(value)` and
 * `onBlur()`. Heavy widgets are split out: their load in ./widgetLoads.ts, wrapped by lazyWidget.
 * The names join FormWidgetName, so they are checked by the compiler.
 */
import type { FormWidget } from '../formContext';
import { AgreementWidget } from './AgreementWidget';
import { lazyWidget } from './lazyWidget';
import { VerifyCodeWidget } from './VerifyCodeWidget';
import { widgetLoads } from './widgetLoads';

export const customWidgets = {
  verifyCode: VerifyCodeWidget,
  agreement: AgreementWidget,
  // antd Upload and Image load with the first form that has an upload field.
  upload: lazyWidget(widgetLoads.upload),
  // antd Cascader with the widget; its data (countries, China's areas) loads later still, level by level.
  districtCascader: lazyWidget(widgetLoads.districtCascader),
} satisfies Readonly<Record<string, FormWidget>>;
