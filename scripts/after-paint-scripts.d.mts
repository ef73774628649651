import type { ServerResponse } from "node:http";

export function createScriptHolder(): { push(piece: string): string; end(): string };
export function holdScriptsUntilPainted(response: ServerResponse): void;
