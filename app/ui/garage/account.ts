import { useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";

/**
 * The shopper's account as every page knows it: the root loader's `user` and
 * `account` (app/server/auth/account.server.ts), plus the Save buttons'
 * changes made since that loaded. A Save does not reload the page's data (a
 * listing need not be searched again), so the changes are kept here, shared
 * by every button showing the same car, until the next full load.
 */

interface RootAccount {
  user: { firstName: string } | null;
  account?: { garagePath: string | null; savedIds: number[] };
}

const changes = new Map<number, boolean>();
let version = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records a car as saved or not (optimistically, or to revert). */
export function setSaved(id: number, saved: boolean): void {
  changes.set(id, saved);
  version += 1;
  for (const l of listeners) l();
}

export interface AccountView {
  signedIn: boolean;
  firstName: string | null;
  /** The tenant's My Garage path; null where the garage is not enabled (local favourites instead). */
  garagePath: string | null;
  isSaved(id: number): boolean;
  /** Removed by a Save button on this page since it loaded (My Garage takes the car off the page). */
  isRemoved(id: number): boolean;
}

export function useAccount(): AccountView {
  const root = useRouteLoaderData("root") as RootAccount | undefined;
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  const ids = root?.account?.savedIds ?? [];
  return {
    signedIn: Boolean(root?.user),
    firstName: root?.user?.firstName ?? null,
    garagePath: root?.account?.garagePath ?? null,
    isSaved: (id) => (root?.user ? (changes.get(id) ?? ids.includes(id)) : false),
    isRemoved: (id) => changes.get(id) === false,
  };
}
