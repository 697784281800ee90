/**
 * The form builder's edits of its field list, each one undo step: add a
 * field, remove one (with its place in `required` and its uiSchema entry),
 * move one, make one required or not, change its kind (a date is a string of
 * format date).
 */
import { useTranslation } from 'react-i18next';
import { chain, escapeSegment, FIELD_NAME } from './formFields';
import { moveItem, setAt, setPath, type TextEdit } from './textPatch';

export interface FormFieldEdits {
  /** Adds a text field named `name`; false when the name is not a field name, is taken, or the edit cannot apply. */
  addField: (name: string) => boolean;
  removeField: (name: string) => void;
  moveField: (index: number, delta: -1 | 1) => void;
  setRequired: (name: string, on: boolean) => void;
  setKind: (name: string, kind: string) => void;
}

export function useFormFieldEdits({
  at,
  apply,
  names,
  required,
}: {
  /** The pointer of a path inside the form. */
  at: (path: string) => string;
  apply: (edit: TextEdit, label: string, mergeKey?: string) => boolean;
  names: readonly string[];
  required: readonly string[];
}): FormFieldEdits {
  const { t } = useTranslation();
  return {
    addField: (name) => {
      if (!FIELD_NAME.test(name) || names.includes(name)) return false;
      return apply((text) => setPath(text, at(`/schema/properties/${name}`), { type: 'string', title: { 'zh-cn': name, en: name } }), t('studio.visual.addField'));
    },
    removeField: (name) => {
      apply(
        chain(
          (text) => setAt(text, at(`/schema/properties/${escapeSegment(name)}`), undefined),
          (text) => (required.includes(name) ? setAt(text, at('/schema/required'), required.filter((entry) => entry !== name)) : text),
          (text) => setPath(text, at(`/uiSchema/${escapeSegment(name)}`), undefined),
        ),
        t('studio.visual.removeItem'),
      );
    },
    moveField: (index, delta) => {
      apply((text) => moveItem(text, at('/schema/properties'), index, delta), t('studio.visual.moved', { type: 'field' }));
    },
    setRequired: (name, on) => {
      const next = on ? [...required, name] : required.filter((entry) => entry !== name);
      apply((text) => setPath(text, at('/schema/required'), next), t('studio.visual.required'));
    },
    setKind: (name, kind) => {
      const base = `/schema/properties/${escapeSegment(name)}`;
      apply(chain((text) => setAt(text, at(`${base}/type`), kind === 'date' ? 'string' : kind), (text) => setPath(text, at(`${base}/format`), kind === 'date' ? 'date' : undefined)), t('studio.visual.fieldKind'));
    },
  };
}
