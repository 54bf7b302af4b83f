/** "2024-05-12" → "12 May 2024", the same on the server and in every browser. */
export function readableDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * Newest first. An item without a date (the company has not given it) comes after every dated
 * one, in `then` order, which also settles items of the same date.
 */
export function newestFirst<T>(dateOf: (item: T) => string | undefined, then: (a: T, b: T) => number): (a: T, b: T) => number {
  return (a, b) => {
    const [first, second] = [dateOf(a), dateOf(b)];
    if (first && second) return second.localeCompare(first) || then(a, b);
    if (first || second) return first ? -1 : 1;
    return then(a, b);
  };
}
