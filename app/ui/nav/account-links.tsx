import { Form, useLocation } from "react-router";
import { headerAccount } from "~/domain/sign-in/header-account";
import { SiteLink } from "./site-link";

/**
 * The header's sign-in state (issue 11): the signed-in name, the garage and
 * Sign Out (a POST form, so it works before the script loads), or Sign In
 * where the tenant has a garage.
 */
export function AccountLinks({
  user,
  garagePath,
  className,
}: {
  user: { firstName: string } | null;
  garagePath: string | null;
  className: string;
}) {
  const location = useLocation();
  const account = headerAccount(user, garagePath, `${location.pathname}${location.search}`);
  if (account.signOut) {
    return (
      <Form method="post" action={account.signOut.action} className={className}>
        <span className={`${className}__name`} title={account.greeting ?? undefined}>
          <PersonIcon />
          <span className={`${className}__greeting`}>{account.greeting}</span>
        </span>
        {account.garage ? (
          <SiteLink to={account.garage.href} className={`${className}__garage`}>
            {account.garage.label}
          </SiteLink>
        ) : null}
        <input type="hidden" name="back" value={account.signOut.back} />
        <button type="submit" className={`${className}__sign-out`}>
          Sign Out
        </button>
      </Form>
    );
  }
  // Sign In only where the tenant has a garage: there is nothing else to sign in for yet.
  if (!account.garage || !account.signInHref) return null;
  return (
    <div className={className}>
      <SiteLink className={`${className}__sign-in`} to={account.signInHref} rel="nofollow">
        <PersonIcon />
        Sign In
      </SiteLink>
    </div>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21a8 8 0 0 1 16 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
