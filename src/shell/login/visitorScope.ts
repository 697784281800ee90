/** What both visitor views take (VisitorViews.tsx, VisitorPage.tsx) and the schema scope they give their screens. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Scope } from '../../core/scope';
import type { LoginViewState } from './loginView';

export interface VisitorViewProps {
  state: LoginViewState;
  loginPath: string;
  search: string;
  /** SU_QR_CODE with its lang query; undefined while the parameters load, '' when not configured. */
  qrValue: string | undefined;
}

/** The schema scope of the visitor views: the view, the login path and the detail's query. */
export function useVisitorScope(state: LoginViewState, loginPath: string): Scope {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => new Scope({ view: state.view, loginPath, lang: language, query: { id: state.id, from: state.from } }),
    [state.view, state.id, state.from, loginPath, language],
  );
}

