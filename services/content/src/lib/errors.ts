import { defineErrors } from '@cadence/service-kit';

export const contentErrors = defineErrors('CONTENT', {
  PAGE_NOT_FOUND: [404, 'Page not found'],
  SLUG_TAKEN: [409, 'A page with this slug already exists in this language'],
  FAQ_ENTRY_NOT_FOUND: [404, 'FAQ entry not found'],
  TESTIMONIAL_NOT_FOUND: [404, 'Testimonial not found'],
  INQUIRY_NOT_FOUND: [404, 'Inquiry not found'],
  QUOTE_NOT_FOUND: [404, 'Quote request not found'],
});
