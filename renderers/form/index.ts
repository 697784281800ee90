/**
 * The `form` renderer's React side (its definition is ./definition.ts).
 * The component is split out of the main bundle (it brings ajv and the
 * rjsf helpers), and so are its heavy widgets and the engine: a form's
 * preload starts those its schema needs with the renderer (./formParts.ts).
 */
import { defineRendererUi } from '@core/registry';
import { loadFormParts } from './formParts';
import type { FormNode } from './types';

export const formUi = defineRendererUi<FormNode>({
  load: () => import('./FormRenderer'),
  loadPartsFor: loadFormParts,
});

export type { FormNode } from './types';
