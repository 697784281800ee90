/**
 * The state of one screen in the editor: what the server holds (shipped,
 * published, draft), the text being edited, whether it differs from what
 * was last saved, and the problems of a refused save. A refused draft stays
 * in the editor; nothing is thrown away on a failed call.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useEnv } from '../../core/react';
import { lowcodeApi, problemsOf, type Problem, type ScreenDetail } from '../lowcodeApi';
import { isStaleWrite, type Conflict } from './conflict';
import { parseDraft } from '../preview/parseDraft';

export const formatDocument = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;

/** The document the editor opens with: the draft, else the published override, else the shipped file. */
export function startingDocument(detail: ScreenDetail): unknown {
  return detail.draft?.document ?? detail.published?.document ?? detail.shipped;
}

export type LoadState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; detail: ScreenDetail };

export interface ScreenDraft {
  load: LoadState;
  text: string;
  setText: (text: string) => void;
  dirty: boolean;
  /** The text as last saved or loaded (what `dirty` compares with). */
  savedText: string;
  /** A draft was saved since the screen was loaded (the server now holds one). */
  savedDraft: boolean;
  saving: boolean;
  /** The server's problems with the last refused save, or a syntax problem found before sending. */
  problems: readonly Problem[];
  /** Saves the text as the draft; resolves true when stored. `rebase`: based on the current shipped file (drift carried over). */
  save: (options?: { rebase?: boolean }) => Promise<boolean>;
  /** Reloads from the server (after publish, rollback, revert), keeping nothing unsaved. */
  reload: () => void;
  /** Someone else saved or published since this copy was read (a 409): both versions, until resolved. */
  conflict: Conflict | undefined;
  /**
   * After a refused write: when it was a 409, reads their version (which makes it the base of the next save)
   * and opens the conflict; resolves whether it was one.
   */
  openConflict: (error: unknown, origin: Conflict['origin'], mine: string) => Promise<boolean>;
  /** Saves `text` over their version (keep mine, or the merged text); resolves true when stored. */
  saveOverTheirs: (text: string) => Promise<boolean>;
  /** Drops the conflict, keeping the editor as it is. */
  dismissConflict: () => void;
}

/**
 * The conflict of a refused stale write: `openConflict` reads their version (which makes it the base of the next
 * save) and holds both until resolved or dismissed; a failed read becomes the editor's problem.
 */
function useConflict(api: ReturnType<typeof lowcodeApi>, id: string, setProblems: (problems: readonly Problem[]) => void) {
  const [conflict, setConflict] = useState<Conflict | undefined>(undefined);
  const openConflict = useCallback(
    async (error: unknown, origin: Conflict['origin'], mine: string): Promise<boolean> => {
      if (!isStaleWrite(error)) return false;
      try {
        // Reading theirs also makes their version the one the next write is checked against (If-Match).
        const detail = await api.screen(id);
        setConflict({ origin, mine, theirs: formatDocument(startingDocument(detail) ?? null), detail });
      } catch (readError) {
        setProblems([{ pointer: '', message: readError instanceof Error ? readError.message : String(readError) }]);
      }
      return true;
    },
    [api, id, setProblems],
  );
  const dismissConflict = useCallback(() => setConflict(undefined), []);
  return { conflict, setConflict, openConflict, dismissConflict };
}

export function useScreenDraft(id: string, initialDocument?: unknown): ScreenDraft {
  const env = useEnv();
  const api = useMemo(() => lowcodeApi(env.api), [env.api]);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [text, setText] = useState('');
  const [saved, setSaved] = useState('');
  const [saving, setSaving] = useState(false);
  const [savedDraft, setSavedDraft] = useState(false);
  const [problems, setProblems] = useState<readonly Problem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const { conflict, setConflict, openConflict, dismissConflict } = useConflict(api, id, setProblems);

  useEffect(() => {
    let live = true;
    api
      .screen(id)
      .then((detail) => {
        if (!live) return;
        const start = formatDocument(startingDocument(detail) ?? initialDocument ?? null);
        // A new screen (nothing stored yet) starts from its template, unsaved.
        const stored = startingDocument(detail) === null || startingDocument(detail) === undefined ? '' : start;
        setLoad({ status: 'ready', detail });
        setText(start);
        setSaved(stored);
        setSavedDraft(false);
        setProblems([]);
        setConflict(undefined);
      })
      .catch((error: unknown) => {
        if (live) setLoad({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [api, id, attempt, initialDocument, setConflict]);

  const store = useCallback(
    async (draftText: string, options: { rebase?: boolean } = {}): Promise<boolean> => {
      const parsed = parseDraft(draftText);
      if (!parsed.ok) {
        setProblems([{ pointer: '', message: env.i18n.t('studio.editor.syntaxProblem', { line: parsed.line, column: parsed.column, detail: parsed.message }) }]);
        return false;
      }
      setSaving(true);
      try {
        await api.saveDraft(id, parsed.value, options);
        setSaved(draftText);
        setSavedDraft(true);
        setProblems([]);
        return true;
      } catch (error) {
        if (await openConflict(error, 'save', draftText)) return false;
        const found = problemsOf(error);
        setProblems(found.length > 0 ? found : [{ pointer: '', message: error instanceof Error ? error.message : String(error) }]);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [api, id, env.i18n, openConflict],
  );

  const save = useCallback((options: { rebase?: boolean } = {}) => store(text, options), [store, text]);

  const saveOverTheirs = useCallback(
    async (draftText: string): Promise<boolean> => {
      const theirs = conflict;
      setConflict(undefined);
      if (theirs) setLoad({ status: 'ready', detail: theirs.detail });
      setText(draftText);
      return store(draftText);
    },
    [conflict, store, setConflict],
  );

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { load, text, setText, dirty: text !== saved, savedText: saved, savedDraft, saving, problems, save, reload, conflict, openConflict, saveOverTheirs, dismissConflict };
}
