/** Line icons drawn on cards of the section kit (src/components/sections/parts/CardIcon.tsx). */
import { z } from 'zod';

/** Names of the line icons drawn for product cards (src/components/sections/parts/product-icon-drawings.ts). */
export const productIconNames = [
  'language',
  'conversation',
  'face',
  'navigation',
  'dock',
  'touch',
  'sensor',
  'torque',
  'software',
  'vision',
  'payload',
  'battery',
  'scan',
  'signal',
  'cloud',
  'chart',
  'shield',
  'remote',
  'follow',
  'autonomous',
  'school',
  'reception',
  'hospital',
  'heart',
  'clock',
  'box',
  'sort',
  'assembly',
  'inspect',
  'truck',
  'return',
  'store',
  'light',
  'base',
  'users',
  'spark',
] as const;

export type ProductIconName = (typeof productIconNames)[number];

export const productIcon = () =>
  z
    .enum(productIconNames, { error: `expected one of the icons: ${productIconNames.join(', ')}` })
    .describe('Line icon shown on the card (see the list in src/content/schemas/icons.ts)');

