/**
 * The fixed vocabularies of the collections, free of zod so that browser
 * code (filters) can use them without pulling the schemas into the bundle.
 */
export const newsCategories = ['announcements', 'press', 'funding', 'events', 'awards', 'partnerships'] as const;
export const departments = ['Engineering', 'Research', 'Design', 'Operations', 'Marketing'] as const;
export const locations = ['Bangalore', 'Dubai', 'Riyadh'] as const;

export type NewsCategory = (typeof newsCategories)[number];
export type Department = (typeof departments)[number];
export type JobLocation = (typeof locations)[number];
