/**
 * Offline, the site's links still render their page. React Router imports a page's code (its
 * route module) only when a link to it is followed, and when that import fails, as it does
 * offline, it reloads the document: offline, the browser's "No internet" page. `<Link prefetch>`
 * imports through the same loader, so a prefetch that fails reloads the page too.
 *
 * So, once the browser is idle after hydration, the code of every page is imported, a page per
 * idle moment, into the router's own cache of route modules, where it looks before importing; and
 * offline, a link to a page whose code could still not be had leaves the visitor where they are.
 */
import { useCallback, useContext, useEffect } from "react";
import {
  type BlockerFunction,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  matchRoutes,
  useBlocker,
} from "react-router";

export function useOfflineNavigation(): void {
  const { manifest, routeModules } = useContext(FrameworkContext)!;
  const { router } = useContext(DataRouterContext)!;

  useEffect(() => {
    const fetchPage = (route: NonNullable<(typeof manifest.routes)[string]>) => {
      // Its imports at once: found by the browser, they would cost a round trip per level.
      for (const file of route.imports ?? []) import(/* @vite-ignore */ file).catch(() => {});
      // A failure (offline) waits for the next "online", or for the router's own import.
      import(/* @vite-ignore */ route.module).then(
        (code) => (routeModules[route.id] = code),
        () => {},
      );
    };
    // One page per idle moment: every page's imports in one task held the main thread long
    // enough to delay a tap on a slow phone (Lighthouse's Total Blocking Time).
    let cancelIdle = () => {};
    const fetchEveryPage = () => {
      cancelIdle(); // one round at a time: an "online" starts it again
      const missing = Object.values(manifest.routes).filter(
        (route) => route !== undefined && !(route.id in routeModules),
      );
      const fetchNext = () => {
        const route = missing.shift();
        if (!route) return;
        fetchPage(route);
        cancelIdle = whenIdle(fetchNext);
      };
      cancelIdle = whenIdle(fetchNext);
    };
    fetchEveryPage();
    window.addEventListener("online", fetchEveryPage);
    return () => {
      cancelIdle();
      window.removeEventListener("online", fetchEveryPage);
    };
  }, [manifest, routeModules]);

  const codeMissing = useCallback<BlockerFunction>(
    ({ nextLocation }) =>
      !navigator.onLine &&
      !(matchRoutes(router.routes, nextLocation) ?? []).every(
        ({ route }) => route.id in routeModules,
      ),
    [router, routeModules],
  );
  const blocker = useBlocker(codeMissing);
  useEffect(() => {
    if (blocker.state === "blocked") blocker.reset();
  }, [blocker]);
}

/**
 * Runs `run` once the browser is idle, at most 2 s on; a task on in Safari, which has no idle
 * callback. Returns what cancels it.
 */
function whenIdle(run: () => void): () => void {
  if (!("requestIdleCallback" in window)) {
    const timer = setTimeout(run, 1);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(run, { timeout: 2000 });
  return () => cancelIdleCallback(idle);
}
