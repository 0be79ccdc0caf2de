/**
 * The adjustment questions of the valuation (spec 01 §3 'Trade-in valuation:
 * adjustmentAnswers'; §4 'Valuation flow: registration lookup, adjustments,
 * offer accepted'). Each answer is stored with the lead as the dealer reads
 * it; condition, service history and accident damage set the reconditioning
 * (trade-in-config.ts `reconditioning`). Finance owing changes nothing in the
 * offer, only what the dealer pays out of it, so it is asked and passed on.
 */

export const CONDITIONS = ["excellent", "good", "fair", "poor"] as const;
export type Condition = (typeof CONDITIONS)[number];
export const SERVICE_HISTORIES = ["full", "partial", "none"] as const;
export type ServiceHistory = (typeof SERVICE_HISTORIES)[number];
export const YES_NO_ANSWERS = ["no", "yes"] as const;
export type YesNo = (typeof YES_NO_ANSWERS)[number];

export interface AdjustmentAnswers {
  condition: Condition;
  service_history: ServiceHistory;
  accident_damage: YesNo;
  finance_owing: YesNo;
}

export interface Question<K extends keyof AdjustmentAnswers> {
  name: K;
  label: string;
  options: readonly { value: AdjustmentAnswers[K]; label: string; hint?: string }[];
}

export const QUESTIONS = {
  condition: {
    name: "condition",
    label: "Overall condition",
    options: [
      { value: "excellent", label: "Excellent", hint: "No marks, dents or wear beyond its age" },
      { value: "good", label: "Good", hint: "Minor scratches or stone chips" },
      { value: "fair", label: "Fair", hint: "Dents, scuffed wheels or worn interior" },
      { value: "poor", label: "Poor", hint: "Needs panel, mechanical or interior work" },
    ],
  },
  service_history: {
    name: "service_history",
    label: "Service history",
    options: [
      { value: "full", label: "Full service history" },
      { value: "partial", label: "Partial service history" },
      { value: "none", label: "No service history" },
    ],
  },
  accident_damage: {
    name: "accident_damage",
    label: "Has the car had accident damage?",
    options: [
      { value: "no", label: "No" },
      { value: "yes", label: "Yes" },
    ],
  },
  finance_owing: {
    name: "finance_owing",
    label: "Is there finance owing on the car?",
    options: [
      { value: "no", label: "No" },
      { value: "yes", label: "Yes" },
    ],
  },
} as const satisfies { [K in keyof AdjustmentAnswers]: Question<K> };

export const QUESTION_ORDER = ["condition", "service_history", "accident_damage", "finance_owing"] as const;

/** An answer as the dealer reads it: "Good", "Full service history". */
export function answerLabel<K extends keyof AdjustmentAnswers>(name: K, value: AdjustmentAnswers[K]): string {
  const options: readonly { value: string; label: string }[] = QUESTIONS[name].options;
  return options.find((o) => o.value === value)?.label ?? String(value);
}
