/**
 * Loads a third-party captcha script (GeeTest's gt.js, gt4.js) once and
 * resolves with the global it defines. A script that errors, times out or
 * defines nothing rejects, and the failed load is forgotten so the next try
 * loads again (a captcha that cannot load must stop the sign-in, not skip it).
 */
const loading = new Map<string, Promise<unknown>>();

/**
 * @param read the global the script defines (undefined until it ran)
 * @example await loadGlobalScript('https://static.geetest.com/v4/gt4.js', () => window.initGeetest4, 15_000)
 */
export function loadGlobalScript<T>(src: string, read: () => T | undefined, timeoutMs: number): Promise<T> {
  const ready = read();
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(src) as Promise<T> | undefined;
  if (pending) return pending;
  const started = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (why: string): void => {
      clearTimeout(timer);
      script.remove();
      loading.delete(src);
      reject(new Error(why));
    };
    const timer = setTimeout(() => fail(`${src} timed out`), timeoutMs);
    script.src = src;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      const value = read();
      if (value) resolve(value);
      else fail(`${src} defined nothing`);
    };
    script.onerror = () => fail(`${src} did not load`);
    document.head.appendChild(script);
  });
  loading.set(src, started);
  return started;
}
