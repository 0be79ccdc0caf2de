import { garagePath } from "~/domain/sign-in/journeys";
import type { TenantScope } from "../context.server";
import { savedCarIds } from "../watchlist/watchlist.server";
import { currentUser } from "./current-user.server";

/**
 * What every page knows of the shopper (the root loader's `user` and
 * `account`, issue 11 §5, §6): who is signed in, where this tenant's My
 * Garage is (null where the garage is off), and the ids on the watchlist (the
 * Save buttons' state). Anonymous requests carry no cookie and query nothing,
 * so their pages stay cacheable.
 */
export interface Account {
  user: { firstName: string } | null;
  garagePath: string | null;
  savedIds: number[];
}

export async function accountOf(scope: Pick<TenantScope, "tenant" | "db">, request: Request): Promise<Account> {
  const user = await currentUser(scope, request);
  const garage = garagePath(scope.tenant.config);
  const savedIds = user && garage ? await savedCarIds(scope, user.id) : [];
  return { user: user ? { firstName: user.firstName } : null, garagePath: garage, savedIds };
}
