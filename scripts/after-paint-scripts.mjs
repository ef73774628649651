// A page's scripts run after its first paint (docs/decisions/0067). Next.js writes each of the
// build's scripts into the document as `<script src async>`; Chromium runs an async script as soon
// as it arrives, and when the scripts arrive before the style sheet has been applied (a fast
// connection, a cached visit) they run first and the server's HTML waits for them
// (vercel/next.js#66958). Here each of those tags is held back as an inert one, and a small loader
// inserts the real scripts once the first frame is painted.
import { StringDecoder } from "node:string_decoder";

const HELD_TYPE = "text/x-after-paint";

/** The build's async scripts: `src` first, then `async` and `nonce` in either order. */
const SCRIPT_TAG =
  /<script src="(\/_next\/static\/[^"<>]+\.js)"((?: async="")?)((?: nonce="[^"<>]*")?)((?: async="")?)><\/script>/g;

/** React's preload of the build's first script, which would arrive before the first paint too. */
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script"[^<>]* href="\/_next\/static\/[^"<>]+\.js"[^<>]*\/>/g;

/**
 * Loads the held scripts, in place, once the browser reports the first contentful paint (the
 * report comes once the frame is on screen, which can be tens of milliseconds after it was drawn),
 * and those the document brings after that when it has been read. Loads them at once in a tab that
 * is or becomes hidden (it paints nothing); after the first frame in a browser without paint
 * reports; once the document has been read when it shows no text (a page its scripts render, such
 * as Next.js's error document); and after three seconds whatever happened, so that a page always
 * starts.
 */
const loader = `(function(d){var n=d.currentScript.nonce,started=0;function load(){var h=d.querySelectorAll('script[type="${HELD_TYPE}"]');for(var i=0;i<h.length;i++){var s=d.createElement("script");s.src=h[i].getAttribute("data-src");s.async=true;s.nonce=n;h[i].replaceWith(s)}}function painted(){if(started)return;started=1;load();if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",load)}function frame(f){requestAnimationFrame(function(){setTimeout(f,0)})}function hidden(){if(d.visibilityState==="hidden")painted()}hidden();d.addEventListener("visibilitychange",hidden);setTimeout(painted,3000);var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return frame(painted);new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted()}}).observe({type:"paint",buffered:true});d.addEventListener("DOMContentLoaded",function(){frame(function(){if(!d.body.innerText.trim())painted()})})})(document)`;

/**
 * Rewrites a document as it streams: `push` takes the next piece and returns what can be sent,
 * `end` returns what was held back. A piece that ends inside a script element or a tag keeps it for
 * the next (ours are short; a longer one is passed on as it comes).
 */
export function createScriptHolder() {
  let carried = "";
  let loaderWritten = false;
  const rewrite = (text) =>
    text
      .replace(SCRIPT_PRELOAD, "")
      .replace(SCRIPT_TAG, (tag, src, asyncBefore, nonceAttribute, asyncAfter) => {
        if (!asyncBefore && !asyncAfter) return tag;
        const nonce = /nonce="([^"]*)"/.exec(nonceAttribute)?.[1];
        const nonceAttr = nonce === undefined ? "" : ` nonce="${nonce}"`;
        const held = `<script type="${HELD_TYPE}" data-src="${src}"></script>`;
        if (loaderWritten) return held;
        loaderWritten = true;
        return `<script${nonceAttr}>${loader}</script>${held}`;
      });
  return {
    push(piece) {
      const text = carried + piece;
      let keep = text.length;
      const lastScript = text.lastIndexOf("<script");
      const lastTag = text.lastIndexOf("<");
      if (
        lastScript >= 0 &&
        !text.includes("</script>", lastScript) &&
        text.length - lastScript < 4096
      )
        keep = lastScript;
      else if (lastTag >= 0 && !text.includes(">", lastTag) && text.length - lastTag < 4096)
        keep = lastTag;
      carried = text.slice(keep);
      return rewrite(text.slice(0, keep));
    },
    end() {
      const rest = carried;
      carried = "";
      return rewrite(rest);
    },
  };
}

/**
 * Holds the scripts of the HTML documents this response sends (createScriptHolder); any other
 * response passes unchanged. Patch after the compression middleware has, so that it compresses
 * the rewritten document.
 */
export function holdScriptsUntilPainted(response) {
  const { writeHead, write, end } = response;
  /** @type {ReturnType<typeof createScriptHolder> | null | undefined} undefined: not decided yet */
  let holder;
  const decoder = new StringDecoder("utf8");
  const decide = (headers) => {
    if (holder !== undefined) return;
    const given = headers && !Array.isArray(headers) ? headers : {};
    const typeKey = Object.keys(given).find((key) => key.toLowerCase() === "content-type");
    const type = String((typeKey ? given[typeKey] : response.getHeader("content-type")) ?? "");
    holder = type.startsWith("text/html") ? createScriptHolder() : null;
    if (!holder) return;
    // The rewritten document is longer than Next.js measured.
    for (const key of Object.keys(given)) {
      if (key.toLowerCase() === "content-length") delete given[key];
    }
    if (!response.headersSent) response.removeHeader("content-length");
  };
  const text = (chunk, encoding) =>
    typeof chunk === "string"
      ? chunk
      : decoder.write(Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined));

  response.writeHead = function (statusCode, ...rest) {
    decide(rest.find((argument) => typeof argument === "object"));
    return writeHead.call(this, statusCode, ...rest);
  };
  response.write = function (chunk, encoding, callback) {
    decide();
    if (!holder) return write.call(this, chunk, encoding, callback);
    const done = typeof encoding === "function" ? encoding : callback;
    return write.call(this, holder.push(text(chunk, encoding)), "utf8", done);
  };
  response.end = function (chunk, encoding, callback) {
    decide();
    if (!holder) return end.call(this, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === "function");
    const last = chunk && typeof chunk !== "function" ? text(chunk, encoding) : "";
    return end.call(this, holder.push(last + decoder.end()) + holder.end(), "utf8", done);
  };
}
