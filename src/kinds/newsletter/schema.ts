/** `newsletter`: the newsletter signup. Its copy is content; its delivery is src/lib/newsletter.ts. */
import { z } from 'zod';
import { text } from '../../content/schemas/fields';
import { kind } from '../../content/schemas/sections/shared';

export const schema = kind('newsletter', 'The newsletter signup: a heading, a sentence and an e-mail field in a tinted panel; hands the address to a mail draft or the form endpoint', {
  /** Heading of the signup panel. */
  heading: text('a heading').describe('Heading of the signup panel'),
  /** One or two sentences on what subscribers receive; shown with and without JavaScript. */
  text: text('a sentence').describe(
    'What subscribers receive, one or two sentences. Shown also where the signup cannot run and no field is offered, so say here what they get, and in `prompt` what to do with the field',
  ),
  /** What to do with the field; shown only beside it, where the signup runs (docs/decisions/3322). */
  prompt: text('a sentence')
    .optional()
    .describe('One sentence after `text` about the field and the button, e.g. what happens when they press it. Shown only where the field is offered (with JavaScript); without it, `noScript` speaks instead'),
  /** Visible label of the e-mail field. */
  label: text('a field label').describe('Visible label of the e-mail field'),
  /** Example shown inside the empty field. */
  placeholder: text('a placeholder').describe('Example shown inside the empty field'),
  /** Text of the submit button. */
  button: text('a button label').describe('Text of the submit button'),
  /** Toast when the field is empty ("Email required"). */
  empty: z
    .strictObject({
      title: text('a toast title').describe('Toast title, e.g. "Email required"'),
      text: text('a toast message').describe('Toast message, e.g. "Please enter your email address to subscribe."'),
    })
    .describe('Toast shown when the visitor submits an empty field'),
  /** Toast and line under the field when the address cannot be one (no domain with a dot, a space, too long). */
  invalid: z
    .strictObject({
      title: text('a toast title').describe('Toast title, e.g. "Please check your email address"'),
      text: text('a sentence').describe('What an address looks like, also shown under the field'),
    })
    .describe('Shown when the typed text cannot be an e-mail address'),
  /** Without JavaScript, or when the signup's code could not load: no form, a mail link instead (docs/decisions/2802). */
  noScript: text('a sentence')
    .refine((value) => value.includes('{mailbox}'), { error: 'expected the sentence to contain {mailbox}, where the linked address goes' })
    .describe('Shown in place of the form when it cannot run; {mailbox} becomes the info address, linked to a mail with the draft subject'),
  /**
   * The hand-off: a mail draft to the info mailbox. The confirmation must say a draft was
   * opened, never that a subscription was made (docs/decisions/0602).
   */
  draft: z
    .strictObject({
      subject: text('a mail subject').describe('Subject of the subscription mail draft'),
      body: text('the first lines of the draft')
        .refine((value) => value.includes('{email}'), { error: 'expected the draft text to contain {email}, where the address goes' })
        .describe('Text of the draft; {email} is replaced by the address the visitor typed'),
      title: text('a toast title').describe('Toast title once the draft is opened, e.g. "Your mail draft is ready"'),
      text: text('a toast message').describe('Toast message: what the visitor still has to do (send the draft)'),
      fallback: text('a sentence')
        .refine((value) => value.includes('{mailbox}'), { error: 'expected the sentence to contain {mailbox}, where the address goes' })
        .describe('Shown under the form once the draft is opened, in case no mail app opened; {mailbox} becomes the linked address'),
    })
    .describe('The mail draft the signup hands off to, and what the page says about it'),
  /** Only with a form endpoint set at build (VITE_FORM_ENDPOINT): the endpoint answered 2xx. */
  sent: z
    .strictObject({
      title: text('a toast title').describe('Toast title, e.g. "Subscription successful!"'),
      text: text('a toast message').describe('Toast message, e.g. "Thank you for subscribing to our newsletter."'),
    })
    .describe('Toast when the subscription reached the form endpoint'),
  /** Only with a form endpoint: it failed, so the address is kept and the mail draft offered. */
  failed: z
    .strictObject({
      title: text('a toast title').describe('Toast title when the endpoint could not be reached'),
      text: text('a toast message').describe('What happened and what the visitor can do instead'),
    })
    .describe('Toast when the form endpoint failed; the mail draft link is shown under the form'),
});
