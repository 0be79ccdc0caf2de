/**
 * What a money input shows as it is typed (spec 02 §5 'Money input shows a $
 * prefix with thousands separators and quick-pick amounts'): whole dollars,
 * digits only, grouped in thousands ('12,345'), never above the input's
 * maximum. The '$' is drawn beside the field, not typed into it. The caret
 * stays after the same digit when separators come and go.
 */
const grouped = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

/** 12345 -> '12,345'. */
export function groupThousands(n: number): string {
  return grouped.format(n);
}

/** The field's text for what was typed: digits only, grouped, clamped to `max`; '' while empty. */
export function amountInputText(typed: string, max: number): string {
  const digits = typed.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  if (digits === "") return "";
  return groupThousands(Math.min(Number(digits), max));
}

/** The number the field's text stands for: '' (or anything without digits) is 0 (spec 02 §5 'a non-number becomes 0'). */
export function amountInputValue(text: string): number {
  const digits = text.replace(/\D/g, "");
  return digits === "" ? 0 : Number(digits);
}

/** How many digits stand before `caret` in `text`. */
export function digitsBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, "").length;
}

/** The caret position in `text` just after its `count`-th digit (0: the start). */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i]) && ++seen === count) return i + 1;
  }
  return text.length;
}
