import type { IncomingMessage, ServerResponse } from "node:http";

export function sendCompressedStatic(
  distDir: string,
  request: IncomingMessage,
  response: ServerResponse,
): boolean;
