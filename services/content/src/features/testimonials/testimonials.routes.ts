import type { FastifyInstance } from 'fastify';
import { createTestimonial, deleteTestimonial, listTestimonials, updateTestimonial } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { route } from '@cadence/service-kit';
import * as testimonials from './testimonials.service';

export function testimonialsRoutes(app: FastifyInstance, db: Database): void {
  route(app, listTestimonials, ({ request }) => testimonials.list(db, request.query.locale));
  route(app, createTestimonial, ({ request }) => testimonials.create(db, request.body));
  route(app, updateTestimonial, ({ request }) => testimonials.update(db, request.params.id, request.body));
  route(app, deleteTestimonial, ({ request }) => testimonials.remove(db, request.params.id));
}
