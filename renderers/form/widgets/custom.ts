/**
 * Custom form widgets, by the name a uiSchema gives in `ui:widget`. Add one
 * line per widget (`districtCascader: DistrictCascaderWidget,`); the
 * component takes WidgetProps (../types) and calls `onChange(value)` and
 * `onBlur()`. Heavy widgets may be `lazy(() => import(...))` components.
 * The names join FormWidgetName, so they are checked by the compiler.
 */
import type { FormWidget } from '../formContext';
import { AgreementWidget } from './AgreementWidget';
import { VerifyCodeWidget } from './VerifyCodeWidget';

export const customWidgets = {
  verifyCode: VerifyCodeWidget,
  agreement: AgreementWidget,
} satisfies Readonly<Record<string, FormWidget>>;
