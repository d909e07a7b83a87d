import { PromptTemplateBody, type PromptScope, type PromptTemplate } from '@cadence/contracts';

export interface TemplateFormValues extends Record<string, unknown> {
  title: string;
  prompt: string;
  status: boolean;
  category_ids: number[];
  scope: PromptScope;
}

export const TEMPLATE_FORM_FIELDS = ['title', 'prompt', 'status', 'category_ids', 'scope'] as const;

export function emptyTemplate(scope: PromptScope): TemplateFormValues {
  return { title: '', prompt: '', status: true, category_ids: [], scope };
}

export function templateFormValues(template: PromptTemplate): TemplateFormValues {
  return { title: template.title, prompt: template.prompt, status: template.status, category_ids: template.categories.map((category) => category.id), scope: template.scope };
}

/** Blank title or prompt are sent empty so the schema names them as required. */
export function templateBody(values: TemplateFormValues): PromptTemplateBody {
  return { title: values.title.trim(), prompt: values.prompt.trim(), status: values.status, category_ids: values.category_ids, scope: values.scope };
}

export { PromptTemplateBody };
