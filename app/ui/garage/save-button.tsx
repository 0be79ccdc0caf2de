import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { FavouriteEntry } from "~/domain/garage/favourites";
import { WATCHLIST_MESSAGES, signInPath } from "~/domain/sign-in/gated";
import { showSave } from "~/domain/sign-in/watchlist";
import { track } from "../analytics/events";
import { dismissToast, notify } from "../toast/toast";
import { setSaved, useAccount } from "./account";

/**
 * Save to the watchlist (spec 01 §4 'Watchlist: not saved, saved (optimistic
 * add, then call), removed'; issue 11 §6), where the tenant enables the
 * garage. Signed in: the button shows the change at once, calls
 * /api/watchlist/save-car or remove-car, and reverts with the failure message
 * if the call fails; toasts 'Car Saved In Watchlist' and 'Car Removed' with
 * a View List link to the tenant's garage. Anonymous: to sign-in
 * (type=watchlist), which saves the car and comes back here. A form posting
 * to the same endpoint does all of this without JavaScript.
 */

interface Reply {
  success?: boolean;
  message?: string;
  sign_in?: string;
}

export function SaveButton({
  car,
  offered,
  garagePath,
  variant = "icon",
}: {
  car: Pick<FavouriteEntry, "id" | "name">;
  /** canSave (favourites.ts): a sold car shows no Save unless already saved. */
  offered: boolean;
  garagePath: string;
  variant?: "icon" | "button";
}) {
  const account = useAccount();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const saved = account.isSaved(car.id);
  if (!showSave(offered, saved)) return null;
  // Back on this page, at this car's card when it is a listing's (cards are labelled car-{id}).
  const here = `${location.pathname}${location.search}#car-${car.id}`;
  const op = saved ? "remove" : "save";

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!account.signedIn) {
      void navigate(signInPath("watchlist", here, here, car.id));
      return;
    }
    setBusy(true);
    setSaved(car.id, !saved);
    const reply = await fetch(`/api/watchlist/${op}-car`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ car_id: car.id, js: "1" }),
    })
      .then(async (res) => ({ status: res.status, body: (await res.json().catch(() => ({}))) as Reply }))
      .catch(() => ({ status: 0, body: {} as Reply }));
    setBusy(false);
    if (reply.body.success) {
      if (op === "save") track("favourite", { car_id: car.id });
      notify(op === "save" ? WATCHLIST_MESSAGES.saved : WATCHLIST_MESSAGES.removed, {
        description: (
          <Link to={garagePath} className="site-toast__link" onClick={dismissToast}>
            View List
          </Link>
        ),
      });
      return;
    }
    // Spec 01 §8 'Watchlist call failure: message alerted'; the button goes back to what it was.
    setSaved(car.id, saved);
    if (reply.status === 401 && reply.body.sign_in) {
      void navigate(reply.body.sign_in);
      return;
    }
    notify(reply.body.message ?? WATCHLIST_MESSAGES.failed);
  }

  // A toggle keeps its name; aria-pressed says whether it is on.
  const label = `Save ${car.name} to your watchlist`;
  return (
    <form
      method="post"
      action={`/api/watchlist/${op}-car`}
      onSubmit={onSubmit}
      className="save-form"
      style={{ display: "contents" }}
    >
      <input type="hidden" name="car_id" value={car.id} />
      <input type="hidden" name="back" value={here} />
      <button
        type="submit"
        className={`fav-toggle fav-toggle--${variant}`}
        aria-pressed={saved}
        aria-label={variant === "icon" ? label : undefined}
        title={saved ? "Saved in your watchlist" : "Save to your watchlist"}
        aria-busy={busy || undefined}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2 0 3.4 1.1 5.1 3 1.7-1.9 3.1-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
        </svg>
        {variant === "button" ? <span>{saved ? "Saved" : "Save"}</span> : null}
      </button>
    </form>
  );
}
