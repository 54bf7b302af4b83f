import { expect, test } from 'vitest';
import { parseMailto } from './mailto';
import { deliverSubscription, subscriptionDraft } from './newsletter';

test('the subscription draft goes to the given mailbox with the address in its text', () => {
  const href = subscriptionDraft({
    email: 'ward.manager@hospital.example',
    to: 'info@ihubrobotics.com',
    subject: 'Newsletter subscription',
    body: 'Please add {email} to the newsletter.',
  });
  expect(parseMailto(href)).toMatchObject({
    to: ['info@ihubrobotics.com'],
    fields: { subject: 'Newsletter subscription', body: 'Please add ward.manager@hospital.example to the newsletter.' },
  });
});

test("an address holding $& or $' (both valid) goes into the draft exactly as typed", () => {
  for (const email of ['a$&b@x.co', "q$'z@x.co"]) {
    const href = subscriptionDraft({
      email,
      to: 'info@ihubrobotics.com',
      subject: 'Newsletter subscription',
      body: 'Please add {email} to the newsletter.',
    });
    expect(parseMailto(href).fields.body, email).toBe(`Please add ${email} to the newsletter.`);
  }
});

const request = {
  email: 'ward.manager@hospital.example',
  to: 'info@ihubrobotics.com',
  subject: 'Newsletter subscription',
  body: 'Please add {email}.',
};

test('with a form endpoint, a 2xx answer means subscribed and the address is what was posted', async () => {
  const posted: unknown[] = [];
  const fetcher = ((_url: string, init?: RequestInit) => {
    posted.push(typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body);
    return Promise.resolve(new Response(null, { status: 204 }));
  }) as typeof fetch;
  expect(await deliverSubscription(request, { endpoint: 'https://forms.example.com/x', fetcher })).toEqual({ outcome: 'sent' });
  expect(posted).toEqual([{ kind: 'newsletter', email: 'ward.manager@hospital.example' }]);
});

test('with a form endpoint that fails, the subscription is not claimed and the mail draft is offered', async () => {
  const fetcher = (() => Promise.resolve(new Response('nope', { status: 500 }))) as typeof fetch;
  const result = await deliverSubscription(request, { endpoint: 'https://forms.example.com/x', fetcher });
  expect(result).toMatchObject({ outcome: 'failed', reason: 'status', status: 500 });
  expect(result.outcome === 'failed' && parseMailto(result.href).fields.body).toBe('Please add ward.manager@hospital.example.');
});
