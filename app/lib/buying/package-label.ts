/**
 * A line's package as one label. Lines carry a package name ("86 Diamonds") and a currency name
 * that is often the same text or part of it, and "86 Diamonds · 86 Diamonds" helps nobody.
 */
export function packageLabel(packageName: string, currencyName: string): string {
  if (!currencyName || packageName.includes(currencyName)) return packageName;
  if (!packageName || currencyName.includes(packageName)) return currencyName;
  return `${packageName} · ${currencyName}`;
}
