/**
 * Whether the approval bar is hidden by the hide-approval-action system
 * parameter (spec workflow 2.2): read from the parameters the preload put in
 * `paramsAtom`, so a change of the parameter needs no code and no rebuild.
 */
import { useAtomValue } from 'jotai';
import { paramsAtom } from '../routing/portalData';
import { approvalBarHidden } from './approvalRules';

/** The framework (fw) edition hides the bar when EPS_HIDE_APPROVAL_ACTION is 'Y'; bpm and jcy never do. */
export function useApprovalBarHidden(engine: 'bpm' | 'fw' | 'jcy'): boolean {
  return approvalBarHidden(engine, useAtomValue(paramsAtom));
}
