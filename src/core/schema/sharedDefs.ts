/**
 * JSON Schemas of the pieces every renderer's props may reference
 * (`#/$defs/text`, `#/$defs/dataSource`, ...). They mirror the TypeScript
 * types in types.ts and actions/types.ts; the meta-schema embeds them.
 */
import { SCREEN_CALLS } from '../calls/screenCallList';
import type { JsonSchema } from '../registry';

const text: JsonSchema = {
  description: 'A translation key, or a text per language ({ "zh-cn": "...", "en": "..." }).',
  anyOf: [
    { type: 'string' },
    {
      type: 'object',
      minProperties: 1,
      propertyNames: { pattern: '^[a-z]{2}(-[a-z]{2})?$' },
      additionalProperties: { type: 'string' },
    },
  ],
};

const expression: JsonSchema = {
  type: 'string',
  maxLength: 2000,
  description: 'A safe expression over the data scope, e.g. "user.userLevel != 2".',
};

const permission: JsonSchema = {
  anyOf: [
    { type: 'string', minLength: 1 },
    { type: 'object', required: ['all'], additionalProperties: false, properties: { all: { type: 'array', items: { type: 'string' } } } },
    { type: 'object', required: ['some'], additionalProperties: false, properties: { some: { type: 'array', items: { type: 'string' } } } },
  ],
};

const dataSource: JsonSchema = {
  type: 'object',
  // A call names its URL, or a permission code the portal resolves to one (spec workflow-enterprise-embedding 6).
  // (Each branch defines its property for ajv's strictRequired.)
  anyOf: [
    { required: ['url'], properties: { url: { type: 'string' } } },
    { required: ['permission'], properties: { permission: { type: 'string' } } },
  ],
  additionalProperties: false,
  properties: {
    method: { enum: ['get', 'post', 'put', 'delete', 'patch'] },
    url: {
      type: 'string',
      minLength: 1,
      description: 'A route the server lets screens call (read: on load; write: from a button or submit; product: shipped screens only).',
      // The declared routes, so the studio's editor completes them (core/calls; `${id}` where a segment is a parameter).
      examples: [...new Set(SCREEN_CALLS.map((call) => call.path.replace(/:(\w+)/g, '${$1}')))],
    },
    permission: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_.-]*$', maxLength: 128 },
    params: { type: 'object' },
    data: {},
    dataType: { enum: ['json', 'form-data'] },
    responseData: { anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'string' } }] },
    sendOn: { $ref: '#/$defs/expression' },
    silent: { type: 'boolean' },
    successMsg: { $ref: '#/$defs/text' },
    errorMsg: { $ref: '#/$defs/text' },
  },
};

const actionBase = {
  confirmText: { $ref: '#/$defs/text' },
  runOn: { $ref: '#/$defs/expression' },
} as const;

/** One JSON Schema per action type; keys must match actions/types.ts. */
const actionSchemas: Readonly<Record<string, { required?: readonly string[]; properties: Readonly<Record<string, unknown>> }>> = {
  dialog: { required: ['dialog'], properties: { dialog: { $ref: '#/$defs/node' } } },
  screenDialog: {
    required: ['screen'],
    properties: { screen: { type: 'string', pattern: '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*$' }, data: { type: 'object' }, onConfirm: { $ref: '#/$defs/actionList' } },
  },
  ajax: {
    required: ['api'],
    properties: {
      api: { $ref: '#/$defs/dataSource' },
      extraParams: { type: 'string', pattern: '^\\$\\{.*\\}$' },
      onSuccess: { $ref: '#/$defs/actionList' },
      onError: { $ref: '#/$defs/actionList' },
    },
  },
  link: { required: ['url'], properties: { url: { type: 'string', minLength: 1 } } },
  navigate: { required: ['to'], properties: { to: { type: 'string', minLength: 1 }, replace: { type: 'boolean' } } },
  reload: { required: ['target'], properties: { target: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } } },
  close: { properties: {} },
  confirm: {
    required: ['content'],
    properties: {
      title: { $ref: '#/$defs/text' },
      content: { $ref: '#/$defs/text' },
      okLabel: { $ref: '#/$defs/text' },
      cancelLabel: { $ref: '#/$defs/text' },
      onCancel: { $ref: '#/$defs/actionList' },
    },
  },
  toast: { required: ['message'], properties: { level: { enum: ['success', 'info', 'warning', 'error'] }, message: { $ref: '#/$defs/text' } } },
  logout: { properties: { delay: { type: 'integer', minimum: 0, maximum: 60000 } } },
  setValue: { required: ['target', 'value'], properties: { target: { type: 'string' }, value: { type: 'object' } } },
  submit: { properties: { target: { type: 'string' } } },
  host: { required: ['name'], properties: { name: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' }, args: { type: 'object' } } },
  hook: { required: ['name', 'steps'], properties: { name: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' }, steps: { type: 'string', pattern: '^\\$\\{.*\\}$' } } },
};

const action: JsonSchema = {
  type: 'object',
  required: ['action'],
  properties: { action: { type: 'string' } },
  discriminator: { propertyName: 'action' },
  oneOf: Object.entries(actionSchemas).map(([name, schema]) => ({
    type: 'object',
    required: ['action', ...(schema.required ?? [])],
    additionalProperties: false,
    properties: { action: { const: name }, ...actionBase, ...schema.properties },
  })),
};

/** The shared `$defs` (without `node`/`nodes`, which the generator builds from the registry). */
export const sharedDefs: Readonly<Record<string, JsonSchema>> = {
  text,
  expression,
  permission,
  dataSource,
  action,
  actionList: { type: 'array', items: { $ref: '#/$defs/action' } },
  actions: { anyOf: [{ $ref: '#/$defs/action' }, { $ref: '#/$defs/actionList' }] },
};

/** JSON Schemas of the props every node may carry (NodeCommon in types.ts). */
export const commonNodeProps: Readonly<Record<string, unknown>> = {
  id: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_-]*$' },
  visibleOn: { $ref: '#/$defs/expression' },
  hiddenOn: { $ref: '#/$defs/expression' },
  disabledOn: { $ref: '#/$defs/expression' },
  permission: { $ref: '#/$defs/permission' },
  className: { type: 'string' },
  style: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
  // A stable hook for browser tests (data-testid on the node's root element).
  testId: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]*$' },
  // Allowed on any node so a document's root node can carry them.
  schemaVersion: { type: 'integer', minimum: 0 },
  $schema: { type: 'string' },
};
