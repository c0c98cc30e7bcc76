/**
 * Edit distance between `a` and `b`: letters inserted, deleted or replaced, and two neighbouring letters swapped
 * ("sohpify" for "shopify"), each one edit (optimal string alignment). Elasticsearch's fuzzy matching counts a swap as
 * one edit too. With a `limit`, it stops as soon as the distance must exceed it and returns `limit + 1`: enough to tell
 * near from far without finishing the table.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        current[j] = Math.min(current[j], beforePrevious[j - 2] + 1);
    }
    // A swap reaches back two rows, but never below the row in between: a row past the limit ends the search.
    if (Math.min(...current) > limit) return limit + 1;
    [beforePrevious, previous] = [previous, current];
  }
  return previous[b.length];
}
