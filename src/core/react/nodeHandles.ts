/**
 * Named nodes (`id`) of a screen, so actions can reload a table or set a
 * form's values. A child registry (a page, a dialog) falls back to its
 * parent, so a dialog's confirm can reload the table of the page behind it.
 */
import type { NodeHandle, NodeHandleRegistry } from '../actions/types';

export function createNodeHandleRegistry(parent?: NodeHandleRegistry): NodeHandleRegistry {
  const handles = new Map<string, NodeHandle>();
  return {
    register(id, handle) {
      handles.set(id, handle);
      return () => {
        if (handles.get(id) === handle) handles.delete(id);
      };
    },
    get(id) {
      return handles.get(id) ?? parent?.get(id);
    },
  };
}
