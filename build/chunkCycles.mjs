// A chunk that statically imports, through other chunks, back to itself is a
// chunk cycle: the browser then evaluates one of them before the other has
// defined its exports, and a module-level read of such an export throws (this
// crashed the login page once). The chunk grouping
// (chunkGroups.mjs) is meant to make none; this check makes the build fail,
// naming the chunks, when a change to the code or the grouping makes one.
import { writeFileSync } from 'node:fs';

/**
 * The cycles of a chunk import graph: every strongly connected set of two or
 * more chunks (or one chunk importing itself), each as one path through it
 * that ends where it starts.
 * @param {Map<string, string[]>} graph chunk file name -> statically imported chunk file names
 * @returns {string[][]}
 */
export function findChunkCycles(graph) {
  // Tarjan's strongly connected components, iterative so a deep graph cannot overflow the stack.
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter);
    counter += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1];
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next];
        frame.next += 1;
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = component.length === 1 && targets.includes(frame.node);
        if (component.length > 1 || selfLoop) components.push(component);
      }
    }
  }
  return components.map((component) => cyclePath(graph, new Set(component)));
}

/** One closed path through a strongly connected set, for the message: a -> b -> a. */
function cyclePath(graph, members) {
  // Start at the member listed first in the graph, so the message reads in a stable order.
  const start = [...graph.keys()].find((node) => members.has(node));
  // Breadth-first from start back to start, staying inside the set.
  const previous = new Map();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/**
 * Vite plugin: fails `vite build` when the output's chunks import each other in
 * a cycle, naming them. With EPS_BUNDLE_GRAPH=<file> it also writes every
 * chunk's static and dynamic imports and its modules' rendered sizes there
 * (what a bundle report is made of; `npm run bench:report -- --packages` builds with it).
 */
export function chunkCycleCheck() {
  return {
    name: 'eps-chunk-cycle-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const graph = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
      if (process.env.EPS_BUNDLE_GRAPH) {
        const dump = chunks.map((chunk) => ({
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.entries(chunk.modules).map(([id, info]) => ({ id: id.replace(process.cwd(), ''), bytes: info.renderedLength })),
        }));
        writeFileSync(process.env.EPS_BUNDLE_GRAPH, JSON.stringify(dump));
      }
      const cycles = findChunkCycles(graph);
      if (cycles.length) {
        const lines = cycles.map((cycle) => `  ${cycle.join('\n    -> ')}`);
        this.error(`${cycles.length} chunk import cycle(s) in the build: a chunk evaluated before the one it imports has defined its exports breaks at load. Change the grouping in build/chunkGroups.mjs:\n${lines.join('\n')}`);
      }
    },
  };
}
