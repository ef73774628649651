/** Why a text is not a calendar date: the same words for the API's input and for its responses. */
export function notACalendarDate(name: string): string {
  return `${name} must be a date (YYYY-MM-DD or an ISO timestamp)`;
}
