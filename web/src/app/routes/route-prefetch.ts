import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@ws/contracts';
import type { Params, UIMatch } from 'react-router-dom';
import type { ShellFeatures } from '../../features/shell/shell-features';

/** What the signed-in frame knows once the user and their brand's policy have answered. */
export interface FrameFacts {
  info: UserInfo;
  features: ShellFeatures;
  search: URLSearchParams;
  /** The opened route's parameters (its path's :names and its splat, `*`). */
  params: Params;
}

/**
 * A screen's first calls, asked for by the frame the moment it knows who is signed in and what they
 * may do: a screen asking for them itself waits until the frame and the screen are drawn.
 */
export type RoutePrefetch = (queryClient: QueryClient, facts: FrameFacts) => unknown;

/** What a route module may add to its route: its first calls, and the words its screen reads. */
export interface RouteHandle {
  prefetch?: RoutePrefetch;
  /** The translation namespaces its screen reads as it first draws: they load with its modules. */
  namespaces?: readonly string[];
}

/** The first calls of every route the page opened on. */
export const prefetchesOf = (matches: readonly UIMatch[]) =>
  matches.flatMap((m) => (m.handle as RouteHandle | undefined)?.prefetch ?? []);
