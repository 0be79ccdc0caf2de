import { formatMoney } from "~/domain/finance/money";

/**
 * Quick-pick amounts under a money input (spec 02 §5, §9 'quick-pick
 * deposits'). Each is a submit button of the page's GET form, so without
 * JavaScript it sends the form with that deposit (`deposit_pick`); with
 * JavaScript it fills the field in place.
 */
export function QuickPicks({
  label,
  name,
  amounts,
  current,
  onPick,
}: {
  label: string;
  name: string;
  amounts: readonly number[];
  current: number;
  onPick: (amount: number) => void;
}) {
  return (
    <div className="quick-picks" role="group" aria-label={label}>
      {amounts.map((a) => (
        <button
          key={a}
          type="submit"
          name={name}
          value={a}
          className="quick-picks__pick"
          aria-pressed={current === a}
          onClick={(e) => {
            e.preventDefault();
            onPick(a);
          }}
        >
          {formatMoney(a)}
        </button>
      ))}
    </div>
  );
}
