import { expect, test } from 'vitest';
import { parseMailto } from './mailto';
import { subscriptionDraft } from './newsletter';

test('the subscription draft goes to the given mailbox with the address in its text', () => {
  const href = subscriptionDraft({
    email: 'ward.manager@hospital.example',
    to: 'info@ihubrobotics.com',
    subject: 'Newsletter subscription',
    body: 'Please add {email} to the newsletter.',
  });
  expect(parseMailto(href)).toEqual({
    to: ['info@ihubrobotics.com'],
    fields: { subject: 'Newsletter subscription', body: 'Please add ward.manager@hospital.example to the newsletter.' },
  });
});
