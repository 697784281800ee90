/**
 * `npm start` on a tree whose portal is not built yet starts the server before the build ends (scripts/start.mjs,
 * so a fresh clone answers sooner): the server copies and opens its database and migrates it while Vite builds,
 * instead of after. The built files (the portal, the Vite sub-apps, looked for once) are registered only when the
 * parent sends SITES_BUILT over the IPC channel it opened (EPS_SITES_BUILT_BY_PARENT=1), so the server never
 * listens without them. The parent gone first (its build failed, Ctrl-C) fails the start.
 */
export const SITES_BUILT = 'sites-built';

/** Undefined unless started that way. */
export function sitesBuiltByParent(env: NodeJS.ProcessEnv = process.env): Promise<void> | undefined {
  if (env['EPS_SITES_BUILT_BY_PARENT'] !== '1') return undefined;
  if (!process.send) return Promise.reject(new Error('EPS_SITES_BUILT_BY_PARENT=1 but the server has no IPC channel to its parent'));
  return new Promise((resolve, reject) => {
    const stopListening = () => {
      process.off('message', onMessage);
      process.off('disconnect', onDisconnect);
    };
    const onMessage = (message: unknown) => {
      if (message !== SITES_BUILT) return;
      // The channel stays open (unused, and not holding the process: no listener is left on it). Disconnecting
      // here, in the handler, crashed Node when the message had arrived before this listener was added
      // (`npm start` on a built tree: Node keeps such messages and hands them over as the listener is added).
      stopListening();
      resolve();
    };
    const onDisconnect = () => {
      stopListening();
      reject(new Error('the parent that was building the portal went away before the build ended'));
    };
    process.on('message', onMessage);
    process.on('disconnect', onDisconnect);
  });
}
