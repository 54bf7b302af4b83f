/**
 * The line icons of the section kit's cards: 24×24, drawn for stroke="currentColor" at 1.75 px.
 * Inlined by CardIcon, so a page draws its icons without a request of its own. The names are the
 * schema's (src/content/schemas/icons.ts); the type below keeps the two lists in step.
 */
import type { ProductIconName } from '~/content/schemas/icons';

export const productIconDrawings = {
  language: 'M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9M12 3c-2.5 2.6-3.8 5.6-3.8 9s1.3 6.4 3.8 9M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18',
  conversation: 'M4 5h11a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2H9l-4 3v-3H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2M19 9h1a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-1v3l-4-3h-3',
  face: 'M4 8V6a2 2 0 0 1 2-2h2M16 4h2a2 2 0 0 1 2 2v2M20 16v2a2 2 0 0 1-2 2h-2M8 20H6a2 2 0 0 1-2-2v-2M9 10v.5M15 10v.5M9 15.5c1.7 1.3 4.3 1.3 6 0',
  navigation: 'M12 2.5 19 20l-7-3.5L5 20z',
  dock: 'M7 7h7a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2M16 11h3v4h-3M11 10l-2 3h3l-2 3M9 4h3',
  touch: 'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1M10 18h4M9 8h6M9 11h4',
  sensor: 'M12 12v.01M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8',
  torque: 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6M20 12a8 8 0 1 1-3-6.2M17 2.5v3.3h3.3',
  software: 'M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14',
  vision: 'M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6',
  payload: 'M4 8.5 12 4l8 4.5v7L12 20l-8-4.5zM4 8.5l8 4.5 8-4.5M12 13v7',
  battery: 'M4 7h13a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2M22 10.5v3M6 10v4M9.5 10v4M13 10v4',
  scan: 'M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M7 12h10M8 9v6M11 9v6M14 9v6M17 9v6',
  signal: 'M12 20v.01M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 14 0M1.5 9.5a15 15 0 0 1 21 0',
  cloud: 'M7 18a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 9.5a4.25 4.25 0 0 1-.5 8.5zM12 11v5M9.5 13.5 12 11l2.5 2.5',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6M20 6l-4 2-4-2-4 4',
  shield: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6zM9 12l2 2 4-4',
  remote:
    'M7 9h10a4 4 0 0 1 4 4v3a2 2 0 0 1-3.5 1.3L16 15.5H8l-1.5 1.8A2 2 0 0 1 3 16v-3a4 4 0 0 1 4-4M8 11.5v2M7 12.5h2M15.5 12.5h.01M12 9V5M9.5 4a4 4 0 0 1 5 0',
  follow:
    'M7 5a2 2 0 1 0 0 4 2 2 0 0 0 0-4M5 20v-5l-1-3 3-2 3 2v8M14 17h6a1 1 0 0 1 1 1v1a1 1 0 0 1-1 1h-6a1 1 0 0 1-1-1v-1a1 1 0 0 1 1-1M15 17v-3h4v3M11.5 9.5l1.5 1.5-1.5 1.5',
  autonomous: 'M9 3h6v3H9zM6 6h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2M9 11v.5M15 11v.5M9.5 14.5h5M2 11v3M22 11v3',
  school: 'M2.5 9 12 4.5 21.5 9 12 13.5zM6 11v5c3.5 2.7 8.5 2.7 12 0v-5M21.5 9v6',
  reception: 'M3 14h18v6H3zM6 14v-2a6 6 0 0 1 12 0v2M12 3v3M10 3h4',
  hospital: 'M4 21V7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v14M2 21h20M12 8v6M9 11h6M10 21v-3h4v3',
  heart: 'M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.4 12 20 12 20',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M12 7v5l3 2',
  box: 'M3 7h18v4H3zM5 11v9h14v-9M10 15h4',
  sort: 'M4 5h10M4 10h7M4 15h4M17 4v16M14 17l3 3 3-3',
  assembly: 'M3 20h18M6 20v-6h12v6M9 14V8l-3-3M9 8l3-2 3 3-2 2M15 14v-3',
  inspect: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13M15.5 15.5 21 21M7.5 10.5l2 2 3.5-3.5',
  truck: 'M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4',
  return: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  store: 'M3 9l1.5-5h15L21 9M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M5 12v8h14v-8M10 20v-5h4v5',
  light: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3',
  base: 'M12 3v10M8 7h8M4 16a8 3 0 0 0 16 0 8 3 0 0 0-16 0M4 16v2a8 3 0 0 0 16 0v-2',
  users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M3 20v-1a5 5 0 0 1 5-5h2a5 5 0 0 1 5 5v1M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14a5 5 0 0 1 3 4.6V20',
  spark: 'M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M18.4 5.6l-2.8 2.8M8.4 15.6l-2.8 2.8',
} as const satisfies Record<ProductIconName, string>;
