import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { SPIN_TEXTS } from "~/domain/spin-to-win/messages";
import type { SpinPageView, SpinResultView } from "~/domain/spin-to-win/view";
import { Wheel } from "./wheel";

/**
 * /spin-to-win (spec 02 §2): the campaign, the wheel and, beside it, what the
 * shopper can do now: read why it is closed, sign in, spin (a plain form
 * POST: the result page works without JavaScript), or see their prize. A spin
 * made with JavaScript turns the wheel to the server's result before the
 * result is shown; the result is then announced and focused.
 */
export function SpinPage({ view, error }: { view: SpinPageView; error: string | null }) {
  const result = view.state.kind === "spun" ? view.state.result : null;
  // A result known when the page first drew is shown at once; one that arrives later waits for the wheel.
  const [revealed, setRevealed] = useState(result !== null);
  const [turnTo, setTurnTo] = useState<number | null>(null);
  useEffect(() => {
    if (result && !revealed && turnTo === null) setTurnTo(result.segment);
  }, [result, revealed, turnTo]);
  const shown = result && revealed ? result : null;

  return (
    <div className="spin" style={view.themeVars as React.CSSProperties}>
      <header className="spin__head">
        <p className="spin__eyebrow">{view.siteName}</p>
        <h1>{view.title}</h1>
        {view.intro ? <p className="spin__intro">{view.intro}</p> : null}
        <p className="spin__dates">
          <span className="spin__dates-label">Campaign dates:</span> {view.datesText}
        </p>
      </header>
      <div className="spin__stage">
        <div className={view.state.kind === "closed" ? "spin__wheel spin__wheel--closed" : "spin__wheel"}>
          <Wheel
            segments={view.wheel}
            landOn={result && revealed && turnTo === null ? result.segment : null}
            turnTo={turnTo}
            onLanded={() => setRevealed(true)}
          />
        </div>
        <div className="spin__panel">
          {shown ? (
            <SpinResult result={shown} focus={turnTo !== null} />
          ) : result ? (
            <p className="spin__status" role="status">
              Spinning…
            </p>
          ) : (
            <SpinAction view={view} error={error} />
          )}
        </div>
      </div>
      <section className="spin__prizes" aria-labelledby="spin-prizes">
        <h2 id="spin-prizes">Prizes</h2>
        <ul>
          {view.prizes.map((p) => (
            <li key={p.id} className={p.allWon ? "spin__prize spin__prize--won" : "spin__prize"}>
              <h3>
                {p.name}
                {p.allWon ? <span className="spin__badge">All won</span> : null}
              </h3>
              {p.description ? <p>{p.description}</p> : null}
              {p.terms ? <p className="spin__prize-terms">{p.terms}</p> : null}
            </li>
          ))}
        </ul>
        <p className="spin__note">{SPIN_TEXTS.oncePerAccount} Each spin is drawn on our server; the wheel shows the result.</p>
      </section>
      <section className="spin__terms" id="spin-terms" aria-labelledby="spin-terms-heading">
        <h2 id="spin-terms-heading">Terms and conditions</h2>
        {view.terms.map((t, i) => (
          <p key={i}>{t}</p>
        ))}
      </section>
    </div>
  );
}

function SpinAction({ view, error }: { view: SpinPageView; error: string | null }) {
  const navigation = useNavigation();
  const state = view.state;
  if (state.kind === "closed")
    return (
      <div className="spin__closed" role="status">
        <h2>{state.reason === "upcoming" ? "Not open yet" : state.reason === "off" ? "Not running" : "Campaign closed"}</h2>
        <p>{state.message}</p>
        {error && error !== state.message ? <p className="spin__error">{error}</p> : null}
      </div>
    );
  if (state.kind === "sign-in")
    return (
      <div className="spin__sign-in">
        <h2>Sign in to spin</h2>
        <p>Sign in with your mobile number to take your spin. {SPIN_TEXTS.oncePerAccount}</p>
        <Link className="button" to={state.href} rel="nofollow">
          Sign in to spin
        </Link>
      </div>
    );
  if (state.kind !== "ready") return null;
  const busy = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  return (
    <Form method="post" className="spin__form" aria-describedby={error ? "spin-error" : undefined}>
      <h2>{view.firstName ? `${view.firstName}, you have one spin` : "You have one spin"}</h2>
      <p>Spin the wheel to win one of the prizes below. We send your prize and its terms to you straight away.</p>
      <label className="spin__agree">
        <input type="checkbox" name="agree" required aria-invalid={error ? true : undefined} />
        <span>
          I have read and agree to the <a href="#spin-terms">terms and conditions</a>
        </span>
      </label>
      {error ? (
        <p className="spin__error" id="spin-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button spin__button" disabled={busy}>
        {busy ? "Spinning…" : "Spin the wheel"}
      </button>
    </Form>
  );
}

function SpinResult({ result, focus }: { result: SpinResultView; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className={`spin__result spin__result--${result.outcome}`} role="status">
      <h2 ref={heading} tabIndex={-1}>
        {result.heading}
      </h2>
      {result.prize ? (
        <>
          {result.prize.description ? <p>{result.prize.description}</p> : null}
          {result.reference ? (
            <p className="spin__reference">
              Claim reference <strong>{result.reference}</strong>
            </p>
          ) : null}
          {result.sentTo ? <p>{result.sentTo}</p> : null}
          {result.prize.terms ? (
            <p className="spin__prize-terms">
              <strong>Conditions:</strong> {result.prize.terms}
            </p>
          ) : null}
        </>
      ) : (
        <p>Thanks for playing. {SPIN_TEXTS.oncePerAccount}</p>
      )}
    </div>
  );
}
