import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { CreatePageBody, PageSection } from '@cadence/contracts';
import { SECTION_TYPES, emptySection, problemsOf, pruneBlank, type JsonSchema } from './section-schema';
import { validateWebsiteSearch } from './queries';

const BODY = CreatePageBody as unknown as JsonSchema;
const page = (components: unknown[]) => ({ title: 'Launch', slug: 'launch', locale: 'fr', meta_title: 'Launch', meta_description: 'All about it.', status: 'disable', components });

describe('the section editor', () => {
  it('offers every section type of the contract', () => {
    expect(SECTION_TYPES).toEqual(['hero', 'features', 'split', 'steps', 'networks', 'testimonials', 'faq', 'plans', 'notice', 'prose', 'cta']);
  });

  it('starts each type with the shape the contract asks for, its blank text named as required', () => {
    for (const type of SECTION_TYPES) {
      const section = emptySection(type);
      expect(section.type).toBe(type);
      const problems = problemsOf(BODY, page([section]));
      expect([...problems.values()].every((problem) => problem.kind === 'required'), type).toBe(true);
      expect(problems.has('/components/0/title') || type === 'prose', type).toBe(true);
    }
  });

  it('finds a problem on the field that has it, through unions and lists', () => {
    const problems = problemsOf(
      BODY,
      page([
        { type: 'hero', title: 'Plan it all', primaryCta: { label: 'Start', href: 'javascript:alert(1)' } },
        { type: 'prose', blocks: [{ kind: 'heading', text: 'Terms' }, { kind: 'list', items: ['one', ''] }] },
        { type: 'features', title: 'Why', items: [] },
      ]),
    );
    expect([...problems.keys()].sort()).toEqual(['/components/0/primaryCta/href', '/components/1/blocks/1/items/1', '/components/2/items']);
    expect(problems.get('/components/2/items')).toEqual({ kind: 'minItems', limit: 1 });
    expect(problems.get('/components/0/primaryCta/href')).toEqual({ kind: 'invalid' });
  });

  it('finds nothing wrong where the API finds nothing wrong, once blank optional text is left out', () => {
    const body = pruneBlank(page([{ type: 'hero', eyebrow: '', title: 'Plan it all', subtitle: '', visual: 'product', primaryCta: { label: 'Start', href: '/register' } }, { ...emptySection('faq'), title: 'Questions' }]), BODY);
    expect(problemsOf(BODY, body).size).toBe(0);
    expect(Value.Check(CreatePageBody, body)).toBe(true);
    expect((body as { components: Record<string, unknown>[] }).components[0]).not.toHaveProperty('eyebrow');
    expect(Value.Check(PageSection, { type: 'hero', title: '' })).toBe(false);
    expect(problemsOf(BODY, page([{ type: 'hero', title: 'x'.repeat(161) }])).get('/components/0/title')).toEqual({ kind: 'maxLength', limit: 160 });
  });
});

describe('the screen’s URL', () => {
  it('keeps a tab’s own filters and drops the rest', () => {
    expect(validateWebsiteSearch({ locale: 'fr', status: 'published', subscriber: 'subscribed', page: '2' })).toEqual({ locale: 'fr', status: 'published', page: 2 });
    expect(validateWebsiteSearch({ tab: 'subscribers', subscriber: 'unsubscribed', status: 'published', orderBy: 'email' })).toEqual({ tab: 'subscribers', subscriber: 'unsubscribed', orderBy: 'email' });
    expect(validateWebsiteSearch({ tab: 'faq', locale: 'xx', page: '3' })).toEqual({ tab: 'faq' });
  });
});
