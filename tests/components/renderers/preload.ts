import { registry } from '../../../renderers';

/**
 * Loads the split-out renderer chunks named, so a test's first render does
 * not wait for a cold import of antd/ProComponents (slow on 2 cores).
 */
export async function preloadRenderers(types: readonly string[]): Promise<void> {
  await Promise.all(types.map((type) => registry.get(type)?.load?.()));
}
