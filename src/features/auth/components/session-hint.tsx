import { AUTH_STORAGE_KEY } from "../constants";

/** As auth-store reads a session: a token and a guest. */
const MARK_SIGNED_IN = `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(AUTH_STORAGE_KEY)})||"null");s=s&&s.state;if(s&&typeof s.token==="string"&&s.guest&&typeof s.guest==="object")document.documentElement.dataset.session="signed-in"}catch(e){}`;

/**
 * Marks the document, before its first paint, when this browser keeps a session, so that
 * SessionPending shows a first visit the sign-in step at once and a signed-in guest a skeleton
 * until the page has started (issue 38: the sign-in step was the booking page's largest paint,
 * and came only after the page's scripts). `nonce`: the page's (pageNonce).
 */
export function SessionHint({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MARK_SIGNED_IN }} />;
}
