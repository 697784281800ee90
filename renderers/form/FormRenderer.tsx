/**
 * The `form` renderer: a JSON Schema form with rjsf semantics (schema,
 * uiSchema, ajv8 validation, a widget registry) drawn on antd's Form, one
 * memoised field per property, so a keystroke re-renders only its field
 * (ARCHITECTURE performance notes). Validation runs on blur and on submit.
 */
import { Form, Spin, type FormInstance } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import type { NodeHandle } from '@core/actions/types';
import type { RendererProps } from '@core/registry';
import { nodeRootProps, useDataSource, useDialogInstance, useEnv, useNodeHandle, useText } from '@core/react';
import type { LocalizedText } from '@core/schema/types';
import type { Scope } from '@core/scope';
import { resolveTemplates } from '@core/template';
import { DynamicFields } from './DynamicFields';
import { useEnterSubmit } from './enterSubmit';
import { FieldGrid } from './fields/FieldGrid';
import { FormButtons } from './FormButtons';
import { FormContext, type FormContextValue } from './formContext';
import { draftOwner, formDraftKey, useFormDraft } from './formDraft';
import { renderRequiredMark } from './requiredMark';
import { createFormStatusStore } from './formStatus';
import { needsEngineAtMount, useFormEngine, type FormEngine } from './formEngine';
import { SchemaField } from './fields/SchemaField';
import { plainSchemaOf } from './plainSchema';
import { ROOT_VALUE, wrapValueRoot } from './rootValue';
import { buildFields, identityResolver, isDynamicSchema, type SchemaResolver } from './schemaFields';
import type { FieldDescriptor, FormButton, FormNode } from './types';
import { useFormController, type FormController } from './useFormController';
import { simpleDefaults } from './values';
import { withWidgetDefaults } from './widgetDefaults';
import { uiOptionsOf } from './uiOptions';
import { formWidgets } from './widgets';
import { useExtraFormWidgets } from './widgets/provider';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const DEFAULT_BUTTONS: readonly FormButton[] = [{ label: 'form.submit', kind: 'submit', level: 'primary' }];
const NO_BUTTONS: readonly FormButton[] = [];
const DEFAULT_LABEL_WIDTH = 120;
/** The field components children reach through the context (rjsf's registry.fields), so none imports another in a circle. */
const FORM_FIELDS: FormContextValue['fields'] = { SchemaField };

function brandWordsOf(value: FormNode['brandWords'], scope: Scope): string[] {
  const resolved = typeof value === 'string' ? resolveTemplates(value, scope) : value;
  return Array.isArray(resolved) ? resolved.filter((w): w is string => typeof w === 'string') : [];
}

/** The default button bar, or rjsf's `ui:submitButtonOptions` (`norender`, `submitText`) on the root uiSchema. */
function defaultButtons(uiSchema: FormNode['uiSchema']): readonly FormButton[] {
  const options = uiSchema?.['ui:submitButtonOptions'];
  if (!isRecord(options)) return DEFAULT_BUTTONS;
  if (options.norender === true) return NO_BUTTONS;
  const label = options.submitText;
  return typeof label === 'string' || isRecord(label) ? [{ ...DEFAULT_BUTTONS[0], label: label as FormButton['label'] }] : DEFAULT_BUTTONS;
}

/** rjsf draws the root schema's title and description as the form's legend (`ui:title` / `ui:description` win). */
function rootHeadOf(schema: FormNode['schema'], uiSchema: FormNode['uiSchema']): { title: LocalizedText | undefined; description: LocalizedText | undefined } {
  const rootUi = uiOptionsOf(uiSchema, {});
  const plain = plainSchemaOf(schema);
  const title: unknown = rootUi.title ?? plain.title;
  const description: unknown = rootUi.description ?? plain.description;
  return {
    title: rootUi.label === false ? undefined : typeof title === 'string' || isRecord(title) ? (title as LocalizedText) : undefined,
    description: typeof description === 'string' || isRecord(description) ? (description as LocalizedText) : undefined,
  };
}

interface BaselineInput {
  node: FormNode;
  scope: Scope;
  wrapped: boolean;
  needsEngine: boolean;
  engine: FormEngine | undefined;
  brandWords: readonly string[];
  fields: readonly FieldDescriptor[];
}

/**
 * The values the form starts from and resets to: initial and loaded values over the schema's defaults
 * and the widgets' own (a date range's default range). Only a form that needs the engine at mount works
 * its defaults out with it: the engine also arrives later for any form (first interaction, formEngine.ts)
 * and must not make a new baseline then, or the next render would set the loaded values over what the
 * user typed.
 */
function useBaseline({ node, scope, wrapped, needsEngine, engine, brandWords, fields }: BaselineInput) {
  const initial = useMemo(() => resolveTemplates(node.initialValues, scope), [node.initialValues, scope]);
  const loaded = useDataSource(node.initApi, scope);
  const defaultsEngine = needsEngine ? engine : undefined;
  const { schema } = node;
  const baseline = useMemo(() => {
    const data = wrapped && loaded.data !== undefined ? { [ROOT_VALUE]: loaded.data } : loaded.data;
    const values = { ...(isRecord(initial) ? initial : {}), ...(isRecord(data) ? data : {}) };
    if (!defaultsEngine) return withWidgetDefaults(fields, simpleDefaults(plainSchemaOf(schema), values));
    const defaults = defaultsEngine.defaults(defaultsEngine.validatorFor(brandWords), plainSchemaOf(schema), values);
    // The engine leaves consts and nulls out (constAsDefaults: never); ours fills the non-boolean ones.
    return withWidgetDefaults(fields, simpleDefaults(plainSchemaOf(schema), isRecord(defaults) ? defaults : values));
  }, [defaultsEngine, brandWords, schema, initial, loaded.data, wrapped, fields]);
  return { baseline, loaded };
}

/**
 * Input left unsent when a save ended the session comes back after the new sign-in (formDraft.ts): the
 * draft stays over the values that load after mount, the first time only (or until a submit). Applied
 * when the baseline changes, once, rather than checked on every change in onValuesChange (which stays a
 * cheap scan: it re-checks only fields that show an error; `npm run bench` form-200-keystroke 0.94).
 */
function useDraftAndBaseline(form: FormInstance, node: FormNode, scope: Scope, pointer: string, baseline: Record<string, unknown>) {
  const env = useEnv();
  const { draft, save: saveDraft } = useFormDraft(formDraftKey(draftOwner(scope.get('user')), window.location.pathname, typeof node.id === 'string' ? node.id : undefined, pointer));
  const pendingDraft = useRef(draft);
  const dropDraft = useMemo(() => () => void (pendingDraft.current = undefined), []);
  useEffect(() => {
    if (draft) env.notify('info', env.i18n.t('form.draftRestored'));
    // Once, for the draft read at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);
  // antd reads initialValues once, at mount; later baselines (loaded data) are set below.
  const [mountValues] = useState(() => (draft ? { ...baseline, ...draft } : baseline));
  const appliedBaseline = useRef(baseline);
  useEffect(() => {
    if (appliedBaseline.current === baseline) return;
    appliedBaseline.current = baseline;
    form.setFieldsValue(pendingDraft.current ? { ...baseline, ...pendingDraft.current } : baseline);
    pendingDraft.current = undefined;
  }, [form, baseline]);
  return { mountValues, saveDraft, dropDraft };
}

/** The form's handle for actions (`submit`, `setValue`...), and inside a dialog, the dialog's confirm submitting it. */
function useFormHandle(node: FormNode, controller: FormController, reload: () => void): void {
  const dialog = useDialogInstance();
  const handle = useMemo<NodeHandle>(
    () => ({ submit: controller.submit, setValue: controller.setValues, getValues: controller.getValues, reload }),
    [controller, reload],
  );
  useNodeHandle(node.id, handle);
  const handleRef = useRef(handle);
  useLayoutEffect(() => {
    handleRef.current = handle;
  }, [handle]);
  useEffect(() => {
    if (!dialog) return;
    return dialog.registerForm({
      submit: (trigger) => handleRef.current.submit?.(trigger) ?? Promise.resolve(undefined),
      setValue: (values) => handleRef.current.setValue?.(values),
      getValues: () => handleRef.current.getValues?.() ?? {},
      reload: () => handleRef.current.reload?.(),
    });
  }, [dialog]);
}

/** The fields of the schema (rebuilt with the values when conditions change them) and the resolver behind them. */
function useFormFields(node: FormNode, brandWords: readonly string[]) {
  const { schema, uiSchema } = node;
  // Simple schemas render without the engine (ajv, rjsf helpers); others wait for it.
  const needsEngine = useMemo(() => needsEngineAtMount(schema), [schema]);
  const engine = useFormEngine(needsEngine);
  const resolve = useMemo<SchemaResolver>(() => {
    if (!needsEngine || !engine) return identityResolver;
    const validator = engine.validatorFor(brandWords);
    const root = plainSchemaOf(schema);
    return (sub, data) => engine.resolveSchema(validator, sub, root, data);
  }, [needsEngine, engine, brandWords, schema]);
  const dynamic = useMemo(() => isDynamicSchema(schema), [schema]);
  const staticFields = useMemo(() => buildFields(schema, uiSchema, resolve), [schema, uiSchema, resolve]);
  const fieldsRef = useRef<readonly FieldDescriptor[]>(staticFields);
  useLayoutEffect(() => {
    if (!dynamic) fieldsRef.current = staticFields;
  }, [dynamic, staticFields]);
  const setDynamicFields = useMemo(() => (fields: readonly FieldDescriptor[]) => void (fieldsRef.current = fields), []);
  const body = dynamic ? <DynamicFields schema={schema} uiSchema={uiSchema} resolve={resolve} onFields={setDynamicFields} /> : <FieldGrid fields={staticFields} />;
  return { needsEngine, engine, staticFields, fieldsRef, body };
}

/** The fields under the root schema's title and description, when it has them (rjsf's legend). */
function RootHead({ node, text, children }: { node: FormNode; text: (value: LocalizedText | undefined) => string; children: ReactElement }): ReactElement {
  const head = useMemo(() => rootHeadOf(node.schema, node.uiSchema), [node.schema, node.uiSchema]);
  if (head.title === undefined && head.description === undefined) return children;
  return (
    <fieldset className="eps-form-root" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {head.title !== undefined ? <legend style={{ fontWeight: 600, fontSize: 16, marginBottom: 12 }}>{text(head.title)}</legend> : null}
      {head.description !== undefined ? <p className="eps-form-fieldset-description">{text(head.description)}</p> : null}
      {children}
    </fieldset>
  );
}

/** The preload of a node's widgets and engine, here so their loads start from this chunk, not the registry's (./index.ts). */
export { loadFormParts } from './formParts';

export default function FormRenderer({ node: given, pointer, scope, disabled }: RendererProps<FormNode>): ReactElement {
  // A non-object root is held as the property `value` of an object form (rootValue.ts).
  const node = useMemo(() => wrapValueRoot(given), [given]);
  const wrapped = node !== given;
  const [form] = Form.useForm();
  const text = useText(scope);
  const dialog = useDialogInstance();
  const extraWidgets = useExtraFormWidgets();
  const brandKey = brandWordsOf(node.brandWords, scope).join('\n');
  const brandWords = useMemo(() => (brandKey ? brandKey.split('\n') : []), [brandKey]);
  const { needsEngine, engine, staticFields, fieldsRef, body: fieldsBody } = useFormFields(node, brandWords);
  const { baseline, loaded } = useBaseline({ node, scope, wrapped, needsEngine, engine, brandWords, fields: staticFields });
  const { mountValues, saveDraft, dropDraft } = useDraftAndBaseline(form, node, scope, pointer, baseline);
  const [status] = useState(createFormStatusStore);
  const controller = useFormController({ form, node, scope, fields: fieldsRef, brandWords, baseline, recordVersions: loaded.recordVersions, status, unwrap: wrapped, onSessionEnded: saveDraft, onSubmitStart: dropDraft });
  useFormHandle(node, controller, loaded.reload);

  const readOnly = node.readOnly === true;
  const columns = Math.min(Math.max(node.columns ?? 1, 1), 3);
  const widgets = useMemo(() => (Object.keys(extraWidgets).length ? { ...formWidgets, ...extraWidgets } : formWidgets), [extraWidgets]);
  const context = useMemo<FormContextValue>(
    () => ({ scope, text, widgets, fields: FORM_FIELDS, readOnly, disabled, columns, onBlur: controller.onBlur, armRecheck: controller.armRecheck }),
    [scope, text, widgets, readOnly, disabled, columns, controller.onBlur, controller.armRecheck],
  );
  const layout = node.layout ?? 'horizontal';
  const labelWidth = node.labelWidth ?? DEFAULT_LABEL_WIDTH;
  const buttons = node.actions ?? (dialog || readOnly ? NO_BUTTONS : defaultButtons(node.uiSchema));
  const firstSubmit = buttons.find((b) => b.kind === 'submit');
  const onFinish = useMemo(() => () => void controller.submitAndRun(firstSubmit?.onClick), [controller, firstSubmit]);
  const env = useEnv();
  const onKeyDown = useEnterSubmit({ form, buttons, scope, env, text, submit: (button) => void controller.submitAndRun(button.onClick) });
  // Stable layout props: a new labelCol object would re-render every Form.Item through antd's context.
  const layoutProps = useMemo(
    () => (layout === 'horizontal' ? { labelCol: { flex: typeof labelWidth === 'number' ? `${labelWidth}px` : labelWidth }, wrapperCol: { flex: 1 }, labelWrap: true } : {}),
    [layout, labelWidth],
  );
  const body = (
    <Form
      form={form}
      // A named form prefixes its field ids (`accountLogin_agreement`), so two forms on one page never share an id.
      {...(typeof node.id === 'string' && node.id !== '' ? { name: node.id } : {})}
      {...nodeRootProps(node)}
      data-pointer={pointer}
      layout={layout}
      requiredMark={renderRequiredMark}
      initialValues={mountValues}
      disabled={disabled}
      onFinish={onFinish}
      onKeyDown={onKeyDown}
      onValuesChange={controller.onValuesChange}
      {...layoutProps}
    >
      <RootHead node={node} text={text}>
        {fieldsBody}
      </RootHead>
      <FormButtons buttons={buttons} controller={controller} status={status} scope={scope} indent={layout === 'horizontal'} />
    </Form>
  );
  return (
    <FormContext.Provider value={context}>
      {/* Only forms that load their values wear a spinner (antd styles cost at first render). */}
      {node.initApi ? (
        <Spin spinning={loaded.loading} delay={200}>
          {body}
        </Spin>
      ) : (
        body
      )}
    </FormContext.Provider>
  );
}
