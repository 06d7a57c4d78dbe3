/** Where a scheduler reads the time: Date.now, or a test's clock that moves time on at once. */
export type Clock = { now: () => number };
