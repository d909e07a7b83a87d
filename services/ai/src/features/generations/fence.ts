/**
 * Text the model is given as material between `<tag>` and `</tag>`, never as instructions. Every
 * closing tag inside it is taken out first (in any case or spacing, and again until none is left,
 * so `</vo</voice>ice>` cannot rebuild one), so the text cannot end its fence and speak as the rest
 * of the prompt.
 */
export function fence(tag: string, text: string): string {
  const closing = new RegExp(`<\\s*/\\s*${tag}\\s*>`, 'gi');
  let inner = text;
  for (let before = ''; before !== inner; ) {
    before = inner;
    inner = inner.replace(closing, '');
  }
  return `<${tag}>\n${inner}\n</${tag}>`;
}
