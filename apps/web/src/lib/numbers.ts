let decimalFormat: Intl.NumberFormat | undefined;

/**
 * A number as German numbers are written, with at most one decimal (docs/product/limits.md:
 * German formats): 14,5 and 1.234,5. The formatter is made on first use, not when a module is
 * loaded: making the first one costs a slow phone some 70 ms, which at a module's top level
 * ran in the signed-in shell's start-up on every cold load.
 */
export function formatDecimal(value: number): string {
  decimalFormat ??= new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
  return decimalFormat.format(value);
}
