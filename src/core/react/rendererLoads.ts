/**
 * The code of split-out renderers (`RendererUi.load`), loaded once
 * per definition and shared by the preload (preloadRenderers) and the render
 * (SchemaRenderer), which can so tell whether a renderer's code is already
 * here. A renderer first rendered after its code arrived renders in the same
 * pass: `React.lazy` would suspend once even then, and React 19 holds a
 * revealed Suspense boundary back for up to 300 ms, so nested renderers cost
 * a first screen several of those steps.
 */
import type { Renderer, RendererComponent } from '../registry';

/** One definition's load: the promise, and its module once it is here. */
interface RendererLoad {
  promise: Promise<{ default: RendererComponent }>;
  module?: { default: RendererComponent };
}

const loads = new WeakMap<Renderer, RendererLoad>();

/**
 * The (single) load of `definition`'s code; a failed load is forgotten, so a
 * later preload or first render tries again (a network blip is not forever).
 */
export function loadRenderer(definition: Renderer): Promise<{ default: RendererComponent }> {
  const known = loads.get(definition);
  if (known) return known.promise;
  if (!definition.load) return Promise.reject(new Error(`Renderer "${definition.type}" has nothing to load`));
  const load: RendererLoad = { promise: definition.load() };
  load.promise.then(
    (module) => {
      load.module = module;
    },
    () => {
      loads.delete(definition);
    },
  );
  loads.set(definition, load);
  return load.promise;
}

/** The renderer's component when its code has already arrived, else undefined. */
export function loadedRenderer(definition: Renderer): RendererComponent | undefined {
  return loads.get(definition)?.module?.default;
}
