import { expect, test } from 'vitest';
import { matchingPostings, paramsForQuery, queryFromParams } from './careers-filter';

const postings = [
  { title: 'Senior Robotics Software Engineer', department: 'Engineering', location: 'Bangalore' },
  { title: 'Field Deployment Lead', department: 'Operations', location: 'Dubai' },
  { title: 'Marketing Manager, Saudi Arabia', department: 'Marketing', location: 'Riyadh' },
  { title: 'Robotics Research Engineer, Perception', department: 'Research', location: 'Bangalore' },
] as const;

const titles = (q: string, department: Parameters<typeof matchingPostings>[1]['department'] = 'all') =>
  matchingPostings(postings, { q, department }).map((posting) => posting.title);

test('search matches title, department or location, ignoring case and surrounding spaces', () => {
  expect(titles('ROBOTICS')).toEqual(['Senior Robotics Software Engineer', 'Robotics Research Engineer, Perception']);
  expect(titles('operations')).toEqual(['Field Deployment Lead']);
  expect(titles('  dubai ')).toEqual(['Field Deployment Lead']);
});

test('search combines with the department filter', () => {
  expect(titles('bangalore', 'Research')).toEqual(['Robotics Research Engineer, Perception']);
  expect(titles('engineer', 'Marketing')).toEqual([]);
  expect(titles('', 'Marketing')).toEqual(['Marketing Manager, Saudi Arabia']);
});

test('an empty search and All show every position', () => {
  expect(titles('')).toHaveLength(4);
});

test('search and department round-trip through the address', () => {
  const params = paramsForQuery({ q: 'robot arm', department: 'Engineering' });
  expect(params.toString()).toBe('q=robot+arm&department=engineering');
  expect(queryFromParams(params)).toEqual({ q: 'robot arm', department: 'Engineering' });
  expect(paramsForQuery({ q: '', department: 'all' }).toString()).toBe('');
  expect(queryFromParams(new URLSearchParams('department=sales'))).toEqual({ q: '', department: 'all' });
});
