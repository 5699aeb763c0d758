import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { HELP_CATEGORY_SLUGS } from './content/help-categories';

/**
 * 帮助中心文章: one Markdown file per article under src/content/help/<category>/<slug>.md.
 * The glob loader uses the frontmatter `slug` as the entry id, so slugs are unique across
 * the whole collection (checked by tests/unit/content/help-articles.test.ts):
 * `getEntry('help', 'hyzc')`.
 */
const help = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './src/content/help' }),
  schema: z.object({
    title: z.string().min(1),
    category: z.enum(HELP_CATEGORY_SLUGS),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    order: z.number().int().positive(),
    updated: z.coerce.date(),
    summary: z.string().min(1),
  }),
});

export const collections = { help };
