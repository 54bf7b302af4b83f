/** content/careers/<slug>.mdx: one file per open position; the file name is its address, /careers/<slug>. */
import { z } from 'zod';
import { departments, locations } from '../taxonomy';
import { isoDate, text } from './fields';

export { departments, locations };

export const careerSchema = z.strictObject({
  title: text('a job title').describe('Job title'),
  department: z.enum(departments, { error: `expected one of the departments: ${departments.join(', ')}` }).describe(`One of: ${departments.join(', ')}`),
  location: z.enum(locations, { error: `expected one of the locations: ${locations.join(', ')}` }).describe(`One of: ${locations.join(', ')}`),
  type: z.literal('Full-time', { error: 'expected "Full-time"' }).describe('Employment type; every role is Full-time'),
  /** Only a date the company has given: without one none is shown, and the check lists it as waiting. */
  posted: isoDate().optional().describe('Date the position opened, YYYY-MM-DD, once the company gives it; left out, no date is shown'),
  description: text('a one-paragraph description').describe('Summary shown in the list of open positions'),
  requirements: z.array(text('a requirement'), { error: 'expected a list of requirements' }).min(1, { error: 'expected at least one requirement' }).describe('What the role asks for, one line each'),
});

/** A posting as loaded: its fields, and its slug (the file name). */
export type CareerPosting = z.infer<typeof careerSchema> & { slug: string };
