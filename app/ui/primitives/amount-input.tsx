import { useLayoutEffect, useRef } from "react";
import { amountInputText, caretAfterDigits, digitsBefore } from "~/domain/finance/amount-input";
import { useTypedBeforeHydration } from "./typed-before-hydration";

/**
 * A whole-number input with its unit beside it: a money input's '$' prefix
 * (spec 02 §5 'Money input shows a $ prefix with thousands separators') or
 * a kilometre input's ' kms' suffix (§5). Digits only, grouped in thousands
 * as they are typed, never above `max`; the caret stays after the digit it
 * followed. An emptied field shows 0 once the shopper leaves it (§5 'a
 * non-number becomes 0'). Without JavaScript it is a plain text field whose
 * value the server reads the same way.
 */
export function AmountInput({
  id,
  name,
  text,
  onText,
  max,
  prefix,
  suffix,
  describedBy,
  invalid,
  onBlur,
}: {
  id: string;
  name: string;
  /** The field's text as shown ('12,345'). */
  text: string;
  onText: (text: string) => void;
  max: number;
  prefix?: string;
  suffix?: string;
  describedBy?: string;
  invalid?: boolean;
  /** After the emptied field became 0: a calculator clamps the value here (spec 02 §5). */
  onBlur?: (text: string) => void;
}) {
  // Typed before the page hydrated: kept, grouped and capped as if typed now.
  const input = useTypedBeforeHydration(text, (typed) => onText(amountInputText(typed, max)));
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    // Put the caret back after the digit it followed, now the separators have moved.
    const el = input.current;
    if (el && caret.current !== null && document.activeElement === el) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text, input]);

  return (
    <div className={`amount-input${prefix ? " amount-input--prefix" : ""}${suffix ? " amount-input--suffix" : ""}`}>
      {prefix ? (
        <span className="amount-input__affix" aria-hidden="true">
          {prefix}
        </span>
      ) : null}
      <input
        ref={input}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="amount-input__field"
        value={text}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          const typed = e.target.value;
          const next = amountInputText(typed, max);
          caret.current = caretAfterDigits(next, digitsBefore(typed, e.target.selectionStart ?? typed.length));
          onText(next);
        }}
        onBlur={() => {
          if (text === "") onText("0");
          onBlur?.(text === "" ? "0" : text);
        }}
      />
      {suffix ? (
        <span className="amount-input__affix" aria-hidden="true">
          {suffix.trim()}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The same grouping for an uncontrolled field (the lead forms' kilometres):
 * rewrites the field's text as it is typed, keeping the caret after its digit.
 */
export function regroupInPlace(el: HTMLInputElement, max: number = Number.MAX_SAFE_INTEGER): void {
  const typed = el.value;
  const next = amountInputText(typed, max);
  if (next === typed) return;
  const caret = caretAfterDigits(next, digitsBefore(typed, el.selectionStart ?? typed.length));
  el.value = next;
  el.setSelectionRange(caret, caret);
}
