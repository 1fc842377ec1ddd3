'use client';

import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown.util';

/** Seconds left until `deadlineMs` (null: none), re-rendering each second while it runs. */
export function useCountdown(deadlineMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (deadlineMs === null || deadlineMs <= Date.now()) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= deadlineMs) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadlineMs]);
  return secondsLeft(deadlineMs, now);
}
