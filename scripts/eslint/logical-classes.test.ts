import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it, test } from 'vitest';
import { checkClassList, logicalClasses } from './logical-classes.js';

// RuleTester reports each case through the test framework's functions (Vitest's are not globals here).
Object.assign(RuleTester, { afterAll, describe, it, itOnly: it.only });

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const error = (message: string) => ({ message });
const twin = (token: string, logical: string) =>
  error(`"${token}" names a physical side; use the logical "${logical}" so the layout mirrors right to left.`);
const sided = (token: string, counterpart: string) =>
  error(
    `"${token}" points the same way in both directions and has no logical form; say what right to left does in the same class list, e.g. "${counterpart}".`,
  );

tester.run('logical-classes', logicalClasses, {
  valid: [
    { code: '<p className="ps-4 pe-2 ms-auto me-1 text-start" />' },
    { code: '<div className="absolute inset-s-0 -inset-e-4 rounded-e-full border-s-2 float-end scroll-ms-4" />' },
    { code: "cn('inset-x-4 px-6 mx-auto space-x-2', open && 'translate-y-3')" },
    { code: "const OFFSET = { [-1]: '-translate-x-full rtl:translate-x-full', 0: 'translate-x-0' };" },
    { code: '<span className="transition group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5" />' },
    { code: '<p className="bg-gradient-to-r from-ink-950 rtl:bg-gradient-to-l" />' },
    { code: '<p className="ltr:ml-2 rtl:mr-2" />' },
    { code: "const message = 'the table scrolls left and right';" },
    { code: "import left from './left-2';" },
    { code: "type Side = 'pl-4';" },
    { code: "const sides = { 'pl-4': true };" },
    { code: 'const x = `translateX(${dx}px)`;' },
  ],
  invalid: [
    { code: '<p className="py-3 pr-6 pl-3" />', errors: [twin('pr-6', 'pe-6'), twin('pl-3', 'ps-3')] },
    { code: '<div className="fixed right-5 sm:right-8" />', errors: [twin('right-5', 'inset-e-5'), twin('sm:right-8', 'sm:inset-e-8')] },
    { code: "cn('text-left', on && 'sm:odd:border-r')", errors: [twin('text-left', 'text-start'), twin('sm:odd:border-r', 'sm:odd:border-e')] },
    { code: "clsx(['-right-40 rounded-tl-lg'])", errors: [twin('-right-40', '-inset-e-40'), twin('rounded-tl-lg', 'rounded-ss-lg')] },
    { code: 'const cls = `${base} ml-auto float-left`;', errors: [twin('ml-auto', 'ms-auto'), twin('float-left', 'float-start')] },
    { code: "const place = { chip: 'bottom-[18%] left-[10%] hidden' };", errors: [twin('left-[10%]', 'inset-s-[10%]')] },
    {
      code: '<ul className="[&_ul]:pl-6 border-l-brand-400" />',
      errors: [twin('[&_ul]:pl-6', '[&_ul]:ps-6'), twin('border-l-brand-400', 'border-s-brand-400')],
    },
    { code: '<span className="group-hover:translate-x-0.5" />', errors: [sided('group-hover:translate-x-0.5', 'rtl:group-hover:-translate-x-0.5')] },
    { code: "const OFFSET = { 1: 'translate-x-full' };", errors: [sided('translate-x-full', 'rtl:-translate-x-full')] },
    { code: '<p className="bg-gradient-to-r from-brand-200" />', errors: [sided('bg-gradient-to-r', 'rtl:bg-gradient-to-l')] },
    {
      code: '<p className="origin-top-left bg-right" />',
      errors: [sided('origin-top-left', 'rtl:origin-top-right'), sided('bg-right', 'rtl:bg-left')],
    },
  ],
});

test('a class behind rtl: or ltr: is a deliberate choice, and an rtl: move guards the plain one', () => {
  expect(checkClassList('rtl:pl-4 ltr:right-2')).toEqual([]);
  expect(checkClassList('translate-x-1 ltr:translate-x-2')).toEqual([]);
  expect(checkClassList('translate-x-1 rtl:bg-gradient-to-l')).toHaveLength(1);
});

test('words that only look like sides are not classes', () => {
  expect(checkClassList('left-aligned text on the right-hand side')).toEqual([]);
  expect(checkClassList('text-lefty pl-x')).toEqual([]);
});
