/** One schema per page file under content/pages/. Each page's blocks live in its own module. */
import { schema as home } from './home';
import { schema as robotics } from './robotics';
import { schema as tara } from './tara';
import { schema as taraLearn } from './tara-learn';
import { schema as taraGreet } from './tara-greet';
import { schema as taraCare } from './tara-care';
import { schema as taraGen2 } from './tara-gen2';
import { schema as taraGen3 } from './tara-gen3';
import { schema as contact } from './contact';
import { schema as physicalAi } from './physical-ai';
import { schema as pointAiEducation } from './point-ai-education';
import { schema as funding } from './funding';
import { schema as octaBot } from './octa-bot';
import { schema as rhino } from './rhino';
import { schema as guardian } from './guardian';
import { schema as locationsIndia } from './locations-india';
import { schema as locationsUae } from './locations-uae';
import { schema as locationsSaudi } from './locations-saudi';
import { schema as locationsGlobal } from './locations-global';
import { schema as news } from './news';
import { schema as careers } from './careers';
import { schema as terms } from './terms';
import { schema as privacy } from './privacy';
import { schema as notFound } from './not-found';

export const pageSchemas = {
  'home': home,
  'robotics': robotics,
  'tara': tara,
  'tara-learn': taraLearn,
  'tara-greet': taraGreet,
  'tara-care': taraCare,
  'tara-gen2': taraGen2,
  'tara-gen3': taraGen3,
  'contact': contact,
  'physical-ai': physicalAi,
  'point-ai-education': pointAiEducation,
  'funding': funding,
  'octa-bot': octaBot,
  'rhino': rhino,
  'guardian': guardian,
  'locations-india': locationsIndia,
  'locations-uae': locationsUae,
  'locations-saudi': locationsSaudi,
  'locations-global': locationsGlobal,
  'news': news,
  'careers': careers,
  'terms': terms,
  'privacy': privacy,
  'not-found': notFound,
} as const;

export type PageSchemas = typeof pageSchemas;
