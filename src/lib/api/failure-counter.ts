import { FAILURE_RESET_DELAY_MS, FAILURE_THRESHOLD } from '@/config/constants';

/**
 * SPEC §8: three API failures in a row end the session at once. Any success resets the count;
 * a non-auth failure schedules a reset 30 s later.
 */
export function createFailureCounter(onThreshold: () => void, threshold = FAILURE_THRESHOLD, resetDelay = FAILURE_RESET_DELAY_MS) {
  let count = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  return {
    get count() {
      return count;
    },
    success() {
      count = 0;
      clearTimer();
    },
    failure(kind: 'auth' | 'other') {
      count += 1;
      if (count >= threshold) {
        count = 0;
        clearTimer();
        console.warn('Too many API failures, clearing session');
        onThreshold();
        return true;
      }
      if (kind === 'other') {
        clearTimer();
        timer = setTimeout(() => {
          count = 0;
          timer = null;
        }, resetDelay);
      }
      return false;
    },
    reset() {
      count = 0;
      clearTimer();
    },
  };
}

export type FailureCounter = ReturnType<typeof createFailureCounter>;
