import { NETWORK_RULES, textLength, validateContent, type AccountType, type GenerationVariant } from '@cadence/contracts';

/** Splits a text into parts each within `max` as the network counts, at sentence and then word boundaries. */
export function splitThread(text: string, max: number, counting: (typeof NETWORK_RULES)[AccountType]['textCounting']): string[] {
  const words = text.split(/(?<=\s)/);
  const parts: string[] = [];
  let current = '';
  for (const word of words) {
    if (current && textLength(current + word, counting) > max) {
      parts.push(current.trim());
      current = '';
    }
    current += word;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/**
 * The model's answer as one network's variant: split into a thread where the network has
 * threads and the text is over its limit, then checked against its rules. A rule still broken
 * is named in `issues`; the text is never cut.
 */
export function shapeVariant(network: AccountType, answer: string, post = 1): GenerationVariant {
  const rules = NETWORK_RULES[network];
  const text = answer.trim();
  const parts = rules.threads && textLength(text, rules.textCounting) > rules.maxTextLength ? splitThread(text, rules.maxTextLength, rules.textCounting) : [text];
  const [first = '', ...thread] = parts;
  const issues = validateContent(network, { text: first, thread, media: [], settings: {} })
    .filter((issue) => issue.field === 'text')
    .map((issue) => issue.message);
  return { network, post, text: first, thread, issues };
}
