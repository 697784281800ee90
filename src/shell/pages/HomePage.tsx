/**
 * /pages/main/home: the home workbench of issue 5 (spec portal-shell 2.4),
 * src/shell/workbench/WorkbenchHome. A tenant or a later issue may replace it
 * with a screen `home/index`; when that screen exists it is rendered instead.
 */
import type { ReactElement } from 'react';
import { WorkbenchHome } from '../workbench/WorkbenchHome';
import { SchemaScreenPage, screenExists } from './SchemaScreenPage';

/** The screen issue 5 provides for the home page. */
export const HOME_SCREEN_ID = 'home/index';

export function HomePage(): ReactElement {
  return screenExists(HOME_SCREEN_ID) ? <SchemaScreenPage screenId={HOME_SCREEN_ID} /> : <WorkbenchHome />;
}
