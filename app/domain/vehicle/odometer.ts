/**
 * Kilometres as the site writes them: with the unit on labels (spec 01 §9
 * 'Slider labels: ... km with unit': '45,000 km'), and with the ' kms'
 * suffix beside a kilometre input (spec 02 §5 'Kilometre input shows a
 * ' kms' suffix').
 */
const grouped = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

export const KM_UNIT = " km";
/** Spec 02 §5, quoted: the suffix a kilometre input shows. */
export const KMS_INPUT_SUFFIX = " kms";

/** 45000 -> '45,000 km'. */
export function formatKm(km: number): string {
  return `${grouped.format(km)}${KM_UNIT}`;
}
