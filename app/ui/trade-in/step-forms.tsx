import { Form, Link } from "react-router";
import { QUESTION_ORDER, QUESTIONS } from "~/domain/buying-online/trade-in/adjustments";
import type { TradeInView } from "~/domain/buying-online/trade-in/page-view";
import { Carried, RadioGroup, SelectField, StateSelect, TextField } from "./fields";
import { OfferStep } from "./offer-step";

/**
 * Each step's form (spec 01 §4 'Valuation flow'): a plain POST to the page
 * with its intent, its submission id, the honeypot and what earlier steps
 * settled, so it works before JavaScript loads.
 */

function StepForm({ view, intent, children }: { view: TradeInView; intent: string; children: React.ReactNode }) {
  return (
    <Form method="post" className="lead-form trade-in__form" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="submission_id" value={view.submissionId} />
      <div className="lead-form__hp" aria-hidden="true">
        <label htmlFor="ti-hp">Leave this empty</label>
        <input id="ti-hp" name="name__confirm" tabIndex={-1} autoComplete="off" />
      </div>
      {children}
    </Form>
  );
}

export function Step({ view, pickHref }: { view: TradeInView; pickHref: string }) {
  const { values, errors } = view;
  switch (view.step) {
    case "lookup": {
      const pick = view.mode === "pick";
      return (
        <StepForm view={view} intent="lookup">
          <input type="hidden" name="mode" value={view.mode} />
          <h2 id="trade-in-step-heading">Your car</h2>
          {pick ? (
            <div className="lead-form__grid">
              <SelectField name="year" label="Year" placeholder="Choose a year" values={values} errors={errors} required>
                {view.years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </SelectField>
              <SelectField name="make" label="Make" placeholder="Choose a make" values={values} errors={errors} required>
                {view.makes.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </SelectField>
              <TextField
                name="rego"
                label="Rego"
                values={values}
                errors={errors}
                maxLength={12}
                hint="Optional: helps us find your car's records."
              />
              <StateSelect values={values} errors={errors} />
            </div>
          ) : (
            <div className="lead-form__grid">
              <TextField name="rego" label="Rego" values={values} errors={errors} maxLength={12} required autoComplete="off" />
              <StateSelect values={values} errors={errors} required />
              <p className="lead-form__note lead-field--wide">
                Don&apos;t have your rego handy? <Link to={pickHref}>Choose your car from our lists</Link>.
              </p>
            </div>
          )}
          <h2 className="trade-in__subheading">Your details</h2>
          <div className="lead-form__grid">
            <TextField name="name" label="First Name" values={values} errors={errors} required autoComplete="given-name" />
            <TextField name="last_name" label="Last Name" values={values} errors={errors} required autoComplete="family-name" />
            <TextField
              name="email"
              label="Email Address"
              type="email"
              values={values}
              errors={errors}
              required
              autoComplete="email"
            />
            <TextField
              name="phone"
              label="Mobile Number"
              type="tel"
              values={values}
              errors={errors}
              required
              autoComplete="tel"
            />
            <TextField
              name="postcode"
              label="Postcode"
              values={values}
              errors={errors}
              required
              inputMode="numeric"
              maxLength={4}
              autoComplete="postal-code"
            />
          </div>
          <div className="lead-field lead-check">
            <input
              id="ti-terms_conditions"
              type="checkbox"
              name="terms_conditions"
              defaultChecked={values.terms_conditions === "on"}
              aria-invalid={errors.terms_conditions ? true : undefined}
              aria-describedby={errors.terms_conditions ? "ti-terms_conditions-error" : undefined}
            />
            <label htmlFor="ti-terms_conditions">
              I agree to the <Link to="/terms-and-conditions">terms of use</Link>
            </label>
            {errors.terms_conditions ? (
              <p className="lead-field__error" id="ti-terms_conditions-error">
                {errors.terms_conditions.join(" ")}
              </p>
            ) : null}
          </div>
          <div className="lead-field lead-check">
            <input id="ti-opt_in" type="checkbox" name="opt_in" defaultChecked={values.opt_in === "on"} />
            <label htmlFor="ti-opt_in">Happy to receive offers</label>
          </div>
          <button type="submit" className="button lead-form__submit">
            {pick ? "Next" : "Find my car"}
          </button>
        </StepForm>
      );
    }
    case "model": {
      const groups = [...new Set(view.models.map((m) => m.model))];
      return (
        <StepForm view={view} intent="model">
          <Carried values={values} except={[]} />
          <h2 id="trade-in-step-heading">Which {view.title}?</h2>
          <div className="lead-form__grid">
            <SelectField
              name="model_badge"
              label="Model and badge"
              placeholder="Choose a model"
              values={values}
              errors={errors}
              required
              wide
            >
              {groups.map((g) => (
                <optgroup key={g} label={g}>
                  {view.models
                    .filter((m) => m.model === g)
                    .map((m) => (
                      <option key={m.value} value={m.value}>
                        {m.label}
                      </option>
                    ))}
                </optgroup>
              ))}
            </SelectField>
          </div>
          <p className="lead-form__note">
            Not listed? We can only value cars like those for sale now. <Link to="/sell-my-car">Send us its details</Link> and our
            team will value it.
          </p>
          <button type="submit" className="button lead-form__submit">
            Next
          </button>
        </StepForm>
      );
    }
    case "adjustments":
      return (
        <StepForm view={view} intent="adjustments">
          <Carried values={values} except={["kms", ...QUESTION_ORDER]} />
          <h2 id="trade-in-step-heading">Your {view.title}</h2>
          <div className="lead-form__grid">
            <TextField
              name="kms"
              label="Kilometres"
              values={values}
              errors={errors}
              required
              inputMode="numeric"
              maxLength={12}
              hint="As shown on the odometer."
            />
          </div>
          {QUESTION_ORDER.map((q) => (
            <RadioGroup
              key={q}
              name={q}
              label={QUESTIONS[q].label}
              options={QUESTIONS[q].options}
              values={values}
              errors={errors}
            />
          ))}
          <button type="submit" className="button lead-form__submit">
            Get my offer
          </button>
        </StepForm>
      );
    case "offer":
      return (
        <OfferStep view={view}>
          <StepForm view={view} intent="accept">
            <Carried values={values} except={[]} />
            <button type="submit" className="button lead-form__submit">
              Accept offer
            </button>
          </StepForm>
        </OfferStep>
      );
  }
}
