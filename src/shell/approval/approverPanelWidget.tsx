/**
 * The approver panel as a form widget (`"ui:widget": "approverPanel"`), so a
 * dialog document (the sign engines' resubmit) lets the applicant set the
 * approvers per node (spec workflow 2.5, 4.3). `ui:options.flowCode` and
 * `flowType` name the flow (`${...}` templates over the form's scope, e.g.
 * getButton's answer); the route query names the document, so each node
 * starts with its current approvers. The value is the nodes with their
 * approvers; the server checks the panel's rules again on submit.
 */
import { lazy, Suspense, type ReactElement } from 'react';
import { useFormContext } from '../../../renderers/form/formContext';
import type { WidgetProps } from '../../../renderers/form/types';
import { resolveTemplates } from '../../core/template';
import type { ApproverNode } from './approverRules';

// Loaded with the first form that uses it, from the approval shell's chunk (as the member picker).
const LazyApproverPanel = lazy(() => import('./WorkflowShell').then((m) => ({ default: m.ApproverPanel })));

const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** The document's key in the route query: the panel lists the nodes with that document's approvers. */
function documentKeyOf(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!query || typeof query !== 'object') return out;
  for (const name of ['barcode', 'workflowUniqueId', 'requestId'] as const) {
    const value = (query as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') out[name] = value;
  }
  return out;
}

export function ApproverPanelWidget({ id, value, onChange, field }: WidgetProps): ReactElement {
  const { scope } = useFormContext();
  const flowCode = text(resolveTemplates(field.ui['flowCode'], scope));
  const flowType = text(resolveTemplates(field.ui['flowType'], scope));
  const nodes = Array.isArray(value) ? (value as ApproverNode[]) : [];
  return (
    <Suspense fallback={null}>
      <LazyApproverPanel id={id} flowCode={flowCode} flowType={flowType} documentKey={documentKeyOf((scope.get('route') as { query?: unknown } | undefined)?.query)} value={nodes} onChange={(next) => onChange?.(next)} />
    </Suspense>
  );
}
