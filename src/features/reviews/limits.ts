/** The bounds of a review (issue 34), for the API, the database's checks and the forms alike. */
export const REVIEW_LIMITS = {
  textMin: 20,
  textMax: 2000,
  answerMax: 2000,
  /** Days after check-out a stay can be reviewed in: the link and 'Write a review' both end. */
  windowDays: 30,
  /** Hours after writing it a guest may still change a review. */
  editHours: 48,
  /** Days after the first mail the one reminder goes, when no review was written. */
  reminderAfterDays: 7,
  /**
   * The first mail goes out at most this many days after check-out: a job that was down catches
   * up, but a stay of long ago is not suddenly asked about.
   */
  inviteWithinDays: 7,
  /** Review writes and review-link look-ups from one client in an hour. */
  clientRequestsPerHour: 30,
  /** Reviews listed per page of the public list. */
  pageSize: 10,
  pageSizeMax: 50,
} as const;
