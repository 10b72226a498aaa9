/**
 * The route table (spec §2), composed from one route list per area so each area's routes live
 * beside its screens. Route modules are lazy; one that fails to load reloads the page once.
 */
import i18next from 'i18next';
import type { RouteObject } from 'react-router-dom';
import { createBrowserRouter } from 'react-router-dom';
import { RouteError } from '../components/errors/route-error';
import { withReloadOnce } from '../lib/lazy-reload';
import { nextTask } from '../lib/next-task';
import { authRoutes } from './routes/auth/routes';
import { designSystemRoutes } from './routes/design-system/routes';
import type { RouteHandle } from './routes/route-prefetch';
import { RootLayout } from './routes/root-layout';
import { protectedRoutes, publicRoutes } from './routes/shell-routes';

type LazyRoute = Awaited<
  ReturnType<Exclude<RouteObject['lazy'], undefined | Record<string, unknown>>>
>;

/**
 * A lazy route's module with the words its screen reads (its handle's namespaces) loaded: a part
 * of the screen asking for its file as it first drew suspended the whole screen, once per file, one
 * file after another, after its data had come (the hiring board: three in a row). A file that
 * fails to load is not the route's failure: i18next shows the key, as it would have.
 */
async function withWords(route: LazyRoute): Promise<LazyRoute> {
  const namespaces = (route.handle as RouteHandle | undefined)?.namespaces;
  if (namespaces?.length) await i18next.loadNamespaces([...namespaces]);
  return route;
}

/**
 * Wraps every lazy route module, however deep, in the reload-once guard. Each module's key
 * is its place in the table (stable across reloads), so the guard knows which module failed. Each
 * starts loading in a task of its own: the page opened at start loads several at once, and each
 * load's preloading work, added to the router's start, made one long task (TBT).
 */
function reloadOnFailure(routes: RouteObject[], reload: () => void, place = 'r'): RouteObject[] {
  return routes.map((route, index) => {
    const { lazy } = route;
    const key = `${place}.${index}`;
    const next = { ...route } as RouteObject;
    if (typeof lazy === 'function')
      next.lazy = withReloadOnce(
        () => nextTask().then(lazy).then(withWords),
        reload,
        key,
      ) as RouteObject['lazy'];
    if (route.children) next.children = reloadOnFailure(route.children, reload, key);
    return next;
  });
}

const requireAuth = async () => {
  const { RequireAuth, FRAME_NAMESPACES } = await import('./routes/require-auth');
  return { Component: RequireAuth, handle: { namespaces: FRAME_NAMESPACES } };
};

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The route around every page behind the sign-in (the signed-in frame's module). */
const SIGNED_IN_ROUTE = 'signed-in';

/** Whether the page the router opened on is behind the sign-in: known before its modules load. */
export const opensSignedIn = (router: AppRouter) =>
  router.state.matches.some((match) => match.route.id === SIGNED_IN_ROUTE);

/**
 * Resolves once the router has loaded the lazy modules of the page it opened on. Rendering only
 * then, the first commit is the page itself, not an empty frame that the page replaces later.
 */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function createAppRouter(): AppRouter {
  // The module fails while the router is still on the previous page: load the page being opened.
  const reloadToTarget = () => {
    const target = router.state.navigation.location;
    if (target) window.location.assign(target.pathname + target.search + target.hash);
    else window.location.reload();
  };
  const router = createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: reloadOnFailure(
        [
          ...authRoutes,
          // The signed-in frame is a module of its own: the login and other public pages never load it.
          {
            id: SIGNED_IN_ROUTE,
            lazy: requireAuth,
            children: [...protectedRoutes, ...designSystemRoutes],
          },
          ...publicRoutes,
        ],
        reloadToTarget,
      ),
    },
  ]);
  return router;
}
