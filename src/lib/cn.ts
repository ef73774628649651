import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicts (tailwind-merge would put 8 KB of
 * JavaScript on every page): no two classes of one element may set the same property, and
 * a component that must look otherwise takes a variant. The browser tests check every page
 * they see for such pairs (classConflicts in tests/e2e/fixtures.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
