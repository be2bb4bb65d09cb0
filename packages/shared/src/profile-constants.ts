// A person's public profile: what the browser needs without zod (decision 008).

/** `/profile/{userId}`: a person's public page on the web (every place that shows a person links it). */
export function profilePath(userId: string): string {
  return `/profile/${userId}`;
}
