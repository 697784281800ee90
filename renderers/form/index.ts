/**
 * The `form` renderer's React side (its definition is ./definition.ts).
 * The component is split out of the main bundle (it brings ajv and the
 * rjsf helpers).
 */
import { defineRendererUi } from '@core/registry';
import type { FormNode } from './types';

export const formUi = defineRendererUi<FormNode>({
  load: () => import('./FormRenderer'),
});

export type { FormNode } from './types';
