import type { PromptCategoryIcon } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { promptCategories } from '../categories/categories.tables';
import { GLOBAL } from './library-access';
import { promptTemplateCategories, promptTemplates, seedLog } from './templates.tables';

const SEED_KEY = 'prompt-library:1';

const CATEGORIES: { key: string; name: string; description: string; icon: PromptCategoryIcon }[] = [
  { key: 'promotion', name: 'Promotion', description: 'Offers, launches and products', icon: 'megaphone' },
  { key: 'events', name: 'Events', description: 'Before, during and after an event', icon: 'calendar' },
  { key: 'engagement', name: 'Engagement', description: 'Questions, polls and conversations with followers', icon: 'chat' },
  { key: 'education', name: 'Tips and education', description: 'How-tos, tips and explainers', icon: 'lightbulb' },
  { key: 'news', name: 'Announcements', description: 'News about the company and the team', icon: 'newspaper' },
  { key: 'seasonal', name: 'Seasonal', description: 'Holidays and moments of the year', icon: 'gift' },
];

const TEMPLATES: { title: string; prompt: string; categories: string[] }[] = [
  {
    title: 'Product launch',
    prompt: 'Announce the launch of {{product}}. Say who it is for and the one problem it solves: {{benefit}}. End with where to get it.',
    categories: ['promotion', 'news'],
  },
  {
    title: 'Limited-time offer',
    prompt: 'Promote {{offer}} on {{product}}, valid until {{end_date}}. Make the deadline clear without sounding pushy.',
    categories: ['promotion'],
  },
  {
    title: 'Event invitation',
    prompt: 'Invite followers to {{event}} on {{date}} at {{place}}. Give one reason to come and how to sign up.',
    categories: ['events'],
  },
  {
    title: 'Event recap',
    prompt: 'Thank everyone who came to {{event}}. Share one highlight: {{highlight}}. Mention what comes next.',
    categories: ['events', 'engagement'],
  },
  {
    title: 'Question for followers',
    prompt: 'Ask followers an open question about {{topic}} that is easy to answer in one line, and invite them to reply.',
    categories: ['engagement'],
  },
  {
    title: 'Quick tip',
    prompt: 'Share one practical tip about {{topic}} for {{audience}}. Explain it in plain words with a short example.',
    categories: ['education'],
  },
  {
    title: 'Behind the scenes',
    prompt: 'Show a behind-the-scenes moment at {{company}}: {{moment}}. Keep it personal and warm.',
    categories: ['news', 'engagement'],
  },
  {
    title: 'Customer story',
    prompt: 'Tell how {{customer}} used {{product}} to {{result}}, in three short beats: the problem, what they did, the outcome.',
    categories: ['promotion', 'education'],
  },
  {
    title: 'Holiday greeting',
    prompt: 'Wish followers a happy {{holiday}} from everyone at {{company}}, with one warm line about the year.',
    categories: ['seasonal'],
  },
];

/**
 * Writes the global library's first categories and templates once per install (keyed in the
 * seed log in the same transaction), so what staff change or delete stays that way after a
 * restart and concurrent starts write nothing twice. Returns whether it wrote them now.
 */
export async function seedPromptLibrary(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedLog).values({ key: SEED_KEY }).onConflictDoNothing().returning({ key: seedLog.key });
    if (claimed.length === 0) return false;
    const categories = await tx
      .insert(promptCategories)
      .values(CATEGORIES.map(({ name, description, icon }) => ({ workspaceId: GLOBAL, name, description, icon })))
      .returning({ id: promptCategories.id, name: promptCategories.name });
    const categoryId = new Map(CATEGORIES.map((category) => [category.key, categories.find((row) => row.name === category.name)!.id]));
    const templates = await tx
      .insert(promptTemplates)
      .values(TEMPLATES.map(({ title, prompt }) => ({ workspaceId: GLOBAL, title, prompt, status: true })))
      .returning({ id: promptTemplates.id, title: promptTemplates.title });
    const links = TEMPLATES.flatMap((template) => {
      const id = templates.find((row) => row.title === template.title)!.id;
      return template.categories.map((key) => ({ templateId: id, categoryId: categoryId.get(key)! }));
    });
    await tx.insert(promptTemplateCategories).values(links);
    return true;
  });
}

/** The seeded library's category names, for tests and the first look at the screen. */
export const SEEDED_CATEGORY_NAMES = CATEGORIES.map((category) => category.name);
export const SEEDED_TEMPLATE_TITLES = TEMPLATES.map((template) => template.title);
