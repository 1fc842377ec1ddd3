// Pure helpers of <PageLinks>, kept apart so they are unit-tested without React.

/** 1 … 4 5 [6] 7 8 … 20: first, last and two either side of the current page. */
export function pageNumbers(current: number, total: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - current) <= 2) out.push(p);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}

/** `?page=` as a positive whole number; anything else is page 1. */
export function parsePage(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
