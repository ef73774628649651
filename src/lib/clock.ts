/** The one source of "now" for rules with a deadline, so tests can move time. */
export const clock = {
  now: (): Date => new Date(),
};
