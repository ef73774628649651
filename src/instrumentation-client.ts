/**
 * Runs in the browser before the app's code. zod tries `new Function` when it builds its first
 * object schema, to compile fast parsers; the page's policy has no 'unsafe-eval', so the browser
 * reports that try as a violation although zod catches it and interprets. `jitless` skips the
 * try. zod keeps its settings on globalThis (so that copies of zod agree), which lets them be set
 * here without loading zod into every page (docs/decisions/0013); it keeps settings it finds.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};
