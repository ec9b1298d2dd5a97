import { z } from 'zod';
import { builder } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import type { ContentAnswer } from './publishing.ts';

/** What every content admin mutation answers: the outcome, why it was refused, and the id of the record written. */
export const ContentResultRef = builder.objectRef<ContentAnswer>('ContentResult').implement({
  authScopes: { signedIn: true },
  description: 'What a change to content (news, documents, material, banners, announcements, markets) answers.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether the change was made, with a text to show.',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Every problem found with the input, by field; empty when the change was made.',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: U002, N001, I001 or INT' }),
    id: t.exposeInt('id', { nullable: true, description: 'The record written' }),
  }),
});

type ArgBuilder = Parameters<Parameters<typeof builder.queryFields>[0]>[0]['arg'];

/** Paging, search and sort of the content lists (spec 3 §9: default limit 15, whole lists up to 999). */
export const contentListArgs = (arg: ArgBuilder) => ({
  page: arg.int({ defaultValue: 1, description: 'The page to answer, from 1.', validate: z.number().int().min(1).max(100_000) }),
  limit: arg.int({ defaultValue: 15, description: 'Rows per page, at most 999.', validate: z.number().int().min(1).max(999) }),
  search: arg.string({
    description: 'Text to look for, ignoring case; the list says which fields it looks in.',
    validate: z.string().max(100),
  }),
  sort: arg.stringList({
    description: "Column and direction, e.g. 'title:asc'; the list's own order when left out",
    validate: z.array(z.string().max(40)).max(3),
  }),
});

export const marketIdsValidation = z.array(z.number().int()).max(200);
export const htmlValidation = z.string().max(200_000);
