import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately no tailwind-merge: it costs 8.6 KB gzip on every page,
 * against a 120 KB budget whose floor (React + React Router) is ~103 KB. Components therefore
 * never pass a class that conflicts with one they already set: a variant table picks whole
 * class strings, and `className` from callers only adds (see docs/decisions/0005).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
