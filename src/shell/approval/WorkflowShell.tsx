/**
 * A sub-app inside a workflow edition's shell (`/bpm-ui/{name}-ui/...`, spec workflow
 * 2.1 and 2.2): the embedded app with the approval bar under it. Its own chunk, loaded
 * only on those routes, so the approval dialogs and the micro-app engine stay out of
 * the entry chunk.
 */
import type { ReactElement } from 'react';
import { EmbeddedAppPage } from '../pages/EmbeddedAppPage';
import { ApprovalLayout, type ApprovalLayoutProps } from './ApprovalLayout';

// The member picker form widget loads it through this chunk: a separate lazy entry
// for it made the build's shared chunks import each other (chunk cycle).
export { MemberPicker } from './MemberPicker';

export interface WorkflowShellProps {
  engine: ApprovalLayoutProps['engine'];
  app: string;
  path: string;
}

export function WorkflowShell({ engine, app, path }: WorkflowShellProps): ReactElement {
  return (
    <ApprovalLayout engine={engine}>
      <EmbeddedAppPage app={app} path={path} />
    </ApprovalLayout>
  );
}
