/** One schema per page file under content/pages/. Each page's blocks live in its own module. */
import { schema as robotics } from './robotics';
import { schema as physicalAi } from './physical-ai';
import { schema as pointAiEducation } from './point-ai-education';
import { schema as funding } from './funding';
import { schema as locationsIndia } from './locations-india';
import { schema as locationsUae } from './locations-uae';
import { schema as locationsSaudi } from './locations-saudi';
import { schema as locationsGlobal } from './locations-global';
import { schema as terms } from './terms';
import { schema as privacy } from './privacy';

export const pageSchemas = {
  'robotics': robotics,
  'physical-ai': physicalAi,
  'point-ai-education': pointAiEducation,
  'funding': funding,
  'locations-india': locationsIndia,
  'locations-uae': locationsUae,
  'locations-saudi': locationsSaudi,
  'locations-global': locationsGlobal,
  'terms': terms,
  'privacy': privacy,
} as const;

export type PageSchemas = typeof pageSchemas;
