/**
 * The `form` renderer's React side (its definition is ./definition.ts).
 * The component is split out of the main bundle (it brings ajv and the
 * rjsf helpers), and so are its heavy widgets and the engine: a form's
 * preload starts those its schema needs as soon as the renderer's code is
 * here, before the form renders (./formParts.ts).
 */
import { defineRendererUi } from '@core/registry';
import type { FormNode } from './types';

export const formUi = defineRendererUi<FormNode>({
  load: () => import('./FormRenderer'),
  // Started as the renderer's code arrives: kept out of the registry's code, whose every dynamic import
  // (one per widget) split the chunks every page shares into more, smaller files.
  loadPartsFor: (node) => import('./FormRenderer').then((module) => module.loadFormParts(node)),
});

export type { FormNode } from './types';
