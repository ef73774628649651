/** Amounts are integer cents inside the system and euros (numbers) at the API. */

const euroFormat = new Intl.NumberFormat("en-BE", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** `€1,234.50`: always the euro sign and two decimals. */
export function formatEuros(euros: number): string {
  return euroFormat.format(euros);
}
