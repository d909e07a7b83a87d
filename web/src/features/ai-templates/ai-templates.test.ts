import { describe, expect, it } from 'vitest';
import { validateBody } from '../../components/form/validation';
import { validateUsageSearch } from '../ai-usage/queries';
import { formatResetDate } from '../ai-usage/components/usage-meter';
import { PromptTemplateBody, emptyTemplate, templateBody, templateFormValues } from './template-form';
import { validateTemplateSearch } from './queries';

describe('the template form', () => {
  it('names a blank title and prompt as required, as the API does', () => {
    const problems = validateBody(PromptTemplateBody, templateBody({ ...emptyTemplate('workspace'), title: '   ', prompt: '' }) as unknown as Record<string, unknown>);
    expect(Object.keys(problems).sort()).toEqual(['prompt', 'title']);
  });

  it('sends trimmed values with the categories and library, and reads a template back', () => {
    const body = templateBody({ title: ' Launch ', prompt: ' Announce {{product}} ', status: false, category_ids: [3, 5], scope: 'global' });
    expect(body).toEqual({ title: 'Launch', prompt: 'Announce {{product}}', status: false, category_ids: [3, 5], scope: 'global' });
    expect(validateBody(PromptTemplateBody, body as unknown as Record<string, unknown>)).toEqual({});
    const values = templateFormValues({
      id: 1,
      title: 'Launch',
      status: true,
      prompt: 'Announce {{product}}',
      variables: ['product'],
      categories: [{ id: 3, name: 'Promotion', icon: 'megaphone' }],
      scope: 'workspace',
      editable: true,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
    });
    expect(values).toEqual({ title: 'Launch', prompt: 'Announce {{product}}', status: true, category_ids: [3], scope: 'workspace' });
  });
});

describe('list URLs', () => {
  it('keep a valid category and month and drop malformed ones', () => {
    expect(validateTemplateSearch({ category: '7', search: 'launch', orderBy: 'title' })).toEqual({ category: 7, search: 'launch', orderBy: 'title' });
    expect(validateTemplateSearch({ category: 'x' })).toEqual({});
    expect(validateTemplateSearch({ category: -2 })).toEqual({});
    expect(validateUsageSearch({ month: '2026-11', orderBy: 'used', order: 'desc' })).toEqual({ month: '2026-11', orderBy: 'used', order: 'desc' });
    expect(validateUsageSearch({ month: '2026-13' })).toEqual({});
  });

  it('shows the reset day in UTC, where the month turns', () => {
    expect(formatResetDate('2026-12-01T00:00:00.000Z', 'en')).toBe('Dec 1, 2026');
  });
});
