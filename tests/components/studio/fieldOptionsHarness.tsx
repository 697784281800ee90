/**
 * Mounts the form builder's options of one field on a document held as text, as the studio holds it: each
 * edit the options apply is one text edit (an edit that changes nothing is refused and not counted).
 */
import { useState, type ReactElement } from 'react';
import { FieldOptions, type FieldSchema, type FieldUi } from '../../../src/studio/visual/FormBuilderOptions';
import type { OtherField } from '../../../src/studio/visual/FormBuilderShownWhen';
import { valueAt, type TextEdit } from '../../../src/studio/visual/textPatch';
import { renderShell } from '../shell/harness';

interface MountOptions {
  kind?: string;
  /** The form's other fields, for "Shown when". */
  others?: readonly OtherField[];
  /** A document that a button named "outside" puts under the options, as the JSON view or undo would. */
  outside?: string;
}

/** The document's text now and the count of edits applied so far. */
export interface FieldOptionsRun {
  text: () => string;
  edits: () => number;
}

export function mountFieldOptions(start: string, name: string, { kind = 'string', others = [], outside }: MountOptions = {}): FieldOptionsRun {
  let current = start;
  let edits = 0;
  function Harness(): ReactElement {
    const [text, setText] = useState(start);
    const parsed = JSON.parse(text) as unknown;
    const apply = (edit: TextEdit): boolean => {
      const next = edit(text);
      if (next === undefined || next === text) return false;
      edits += 1;
      current = next;
      setText(next);
      return true;
    };
    return (
      <>
        <FieldOptions
          name={name}
          kind={kind}
          field={valueAt(parsed, `/schema/properties/${name}`) as FieldSchema}
          ui={valueAt(parsed, `/uiSchema/${name}`) as FieldUi | undefined}
          schemaAt={`/schema/properties/${name}`}
          uiAt={`/uiSchema/${name}`}
          apply={apply}
          disabled={false}
          others={others}
        />
        {outside === undefined ? null : (
          <button type="button" onClick={() => setText(outside)}>
            outside
          </button>
        )}
      </>
    );
  }
  renderShell(<Harness />);
  return { text: () => current, edits: () => edits };
}
