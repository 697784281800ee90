/**
 * A problem a document check found: the JSON pointer of the prop that holds
 * it, a message key with its variables (the studio translates it with
 * i18next, area `core`), and the English text (command line, server, tests).
 * One rule, one key, one message wherever it is checked.
 */

/** One problem of a screen document. */
export interface DocumentProblem {
  /** JSON pointer of the offending prop or node (`/body/0/columns/2/visibleOn`); '' is the root. */
  pointer: string;
  /** English text of the problem. */
  message: string;
  /** Message key (`core.schema.badExpression`). */
  key: string;
  vars: Record<string, string>;
}

/** English texts of the document check keys (the meta-schema's are in validateDocument.ts). */
export const CHECK_TEXTS_EN: Readonly<Record<string, string>> = {
  'core.schema.tooLarge': 'the document is {{size}} bytes; the limit is {{limit}} bytes',
  'core.schema.tooDeep': 'the document is nested deeper than {{limit}} levels',
  'core.schema.formSchemaTooLarge': 'the form schemas of this document have more than {{limit}} schema nodes',
  'core.schema.formSchemaTooComplex': 'the form schemas of this document use allOf, anyOf, oneOf or $ref more than {{limit}} times',
  'core.schema.formSchemaExpands': 'this form schema expands to more than {{limit}} schema nodes through its $ref references',
  'core.schema.tooComplexToCheck': 'the document is too complex to check within {{seconds}} s: make it smaller or simpler',
  'core.schema.badExpression': 'expression "{{source}}": {{detail}}',
  'core.schema.badTemplate': 'template expression "{{source}}": {{detail}}',
  'core.schema.badFormSchema': 'invalid JSON Schema: {{detail}}',
  'core.schema.screenMissing': 'screen "{{screen}}" does not exist',
  'core.schema.screenWrongKind': 'screen "{{screen}}" is a {{actual}}, not a {{expected}}',
  'core.schema.textKeyMissing': 'translation key "{{textKey}}" does not exist; write an existing key or a {"zh-cn", "en"} pair',
  'core.schema.callUnlisted': 'screens may not call {{method}} {{url}}: the server does not list it for screens',
  'core.schema.callWriteOnLoad': '{{method}} {{url}} changes data: it may run only from a button or a form submit, not on load',
  'core.schema.callProductOnly': "{{method}} {{url}} may be called only by the product's own screens, not by a tenant's",
  'core.schema.callPathTemplated': "a call's path must be written out ({{method}} {{url}}): a template may fill an id in it, not choose it",
  'core.schema.urlLeaks': '{{prop}} builds a URL that could point to another site from templates ({{url}}): data may not leave through URLs',
};

/** Fills `{{name}}` placeholders of `template`. */
export function fillText(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}

/** A problem with its English message. */
export function problem(pointer: string, key: string, vars: Record<string, string> = {}): DocumentProblem {
  return { pointer, key, vars, message: fillText(CHECK_TEXTS_EN[key] ?? key, vars) };
}

const escapeSegment = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** `pointer` + one escaped segment. */
export function childPointer(pointer: string, segment: string | number): string {
  return `${pointer}/${escapeSegment(String(segment))}`;
}

/** Calls `visit` for every value of `value`, depth first, with its pointer and its key in the parent. */
export function walkJson(value: unknown, visit: (value: unknown, pointer: string, key: string | undefined) => boolean | void, pointer = '', key?: string): void {
  if (visit(value, pointer, key) === false) return;
  if (Array.isArray(value)) value.forEach((item, index) => walkJson(item, visit, childPointer(pointer, index), String(index)));
  else if (value !== null && typeof value === 'object') {
    for (const [name, child] of Object.entries(value as Record<string, unknown>)) walkJson(child, visit, childPointer(pointer, name), name);
  }
}
