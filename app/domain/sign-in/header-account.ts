import { safeReturnPath } from "./return-path";

/**
 * What the site header shows of the shopper (issue 11 §5 "The header shows
 * the signed-in state and a sign-out"), from the root loader's `user` and
 * `account.garagePath`, and the page it is on. The garage link uses the
 * tenant's own path (/my-garage or its brand name), shown only where the
 * garage is on; anonymous, it leads through sign-in (the page is gated).
 */
export interface HeaderAccount {
  signedIn: boolean;
  /** "Signed in as Ann" (or "Signed in" without a first name); null when anonymous. */
  greeting: string | null;
  garage: { href: string; label: string } | null;
  /** The Sign In link (anonymous only): back to this page afterwards. */
  signInHref: string | null;
  /** POST /sign-out with `back` (spec 02 §4 'clears the user and refreshes the page'); signed in only. */
  signOut: { action: "/sign-out"; back: string } | null;
}

export function headerAccount(user: { firstName: string } | null, garagePath: string | null, here: string): HeaderAccount {
  const page = safeReturnPath(here) ?? "/";
  const garage = garagePath ? { href: garagePath, label: "My Garage" } : null;
  if (!user)
    return {
      signedIn: false,
      greeting: null,
      garage,
      signInHref: `/sign-in?${new URLSearchParams({ redirect: page, back: page }).toString()}`,
      signOut: null,
    };
  return {
    signedIn: true,
    greeting: user.firstName ? `Signed in as ${user.firstName}` : "Signed in",
    garage,
    signInHref: null,
    signOut: { action: "/sign-out", back: page },
  };
}
