import { LOCALES } from "@/i18n/locales";

const DEFAULT_DESTINATION = "/bookings";

/** A language's prefix at the start of a path: `/nl`, `/nl/...`, `/nl?...`. */
const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALES.join("|")})(?=[/?#]|$)`);

/** A path on this site. "//host" and "/\host" are read by browsers as other sites. */
function isSitePath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  // Control characters are dropped by URL parsers and could turn the path into something else.
  return ![...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * Where to go after signing in: `next` when it is a path on this site, else My Bookings. The
 * answer has no language prefix: the sign-in page's router adds the page's language, so a guest
 * signing in on `/nl/auth/login` comes back to the Dutch page.
 */
export function signInDestination(next: string | undefined): string {
  if (!next || !isSitePath(next)) return DEFAULT_DESTINATION;
  // Checked again without its language: "/nl//evil.example" must not become "//evil.example".
  const path = next.replace(LOCALE_PREFIX, "");
  const unprefixed = path === "" || !path.startsWith("/") ? `/${path}` : path;
  if (!isSitePath(unprefixed)) return DEFAULT_DESTINATION;
  // Coming back to the login page would only show it again.
  if (/^\/auth(?:[/?#]|$)/.test(unprefixed)) return DEFAULT_DESTINATION;
  return unprefixed;
}
