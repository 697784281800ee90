/**
 * The studio's JSON editor on the largest shipped screen
 * (schemas/workflow/camunda.json, 24 KB): ours with completion, hover and
 * the document check's lint as the studio has them, against the same
 * CodeMirror editor with none of them. bench/run/bench.mjs types into it
 * (`window.__benchJump` puts the cursor in a nested node) and takes the
 * longest main-thread task.
 */
import { Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import { registry } from '../../renderers';
import { PortalRuntime } from '@core/react';
import { JsonEditor, type JsonEditorHandle } from '../../src/studio/editor/JsonEditor';
import { useDocumentCheck } from '../../src/studio/editor/useDocumentCheck';
import camunda from '../../schemas/workflow/camunda.json';
import { createBenchEnv } from '../benchEnv';

declare global {
  interface Window {
    /** Selects the value at a JSON pointer and focuses the editor. */
    __benchJump?: (pointer: string) => void;
  }
}

const TEXT = `${JSON.stringify(camunda, null, 2)}\n`;
const env = createBenchEnv();
const noProblems = (): readonly [] => [];

function Editor({ help }: { help: boolean }): ReactElement {
  const { metaSchema, check } = useDocumentCheck();
  const [value, setValue] = useState(TEXT);
  const handle = useRef<JsonEditorHandle>(null);
  useEffect(() => {
    window.__benchJump = (pointer) => handle.current?.jumpTo(pointer);
  }, []);
  return (
    <div style={{ height: 800 }}>
      <JsonEditor value={value} onChange={setValue} metaSchema={help ? metaSchema : undefined} check={help ? check : noProblems} handle={handle} label="JSON" />
    </div>
  );
}

export function EditorBench({ help }: { help: boolean }): ReactElement {
  return (
    <PortalRuntime registry={registry} env={env}>
      <Suspense fallback={null}>
        <Editor help={help} />
      </Suspense>
    </PortalRuntime>
  );
}
