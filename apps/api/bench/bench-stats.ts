/** Percentiles and column formatting shared by the bench's tables. */
export function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function percentiles(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: pct(sorted, 50), p95: pct(sorted, 95) };
}

export const ms = (n: number, width = 8) => n.toFixed(2).padStart(width);
export const num = (n: number, width = 8) => Math.round(n).toLocaleString('en-US').padStart(width);
export const ratio = (n: number, width = 6) => (Number.isFinite(n) ? n.toFixed(2) : '–').padStart(width);
