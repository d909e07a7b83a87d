import type { FastifyInstance } from 'fastify';
import { createEmployee, disableEmployee, getEmployee, listEmployees, updateEmployee } from '@cadence/contracts';
import { listRoute, route } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import * as employees from './employees.service';

export function employeesRoutes(app: FastifyInstance, deps: AuthDeps): void {
  listRoute(app, listEmployees, ({ request }) => employees.list(deps, request.query));
  route(app, getEmployee, ({ request }) => employees.get(deps, request.params.id));
  route(app, createEmployee, ({ request, principal }) => employees.create(deps, principal, request.body), { message: 'Employee created' });
  route(app, updateEmployee, ({ request, principal }) => employees.update(deps, principal, request.params.id, request.body), { message: 'Employee updated' });
  route(app, disableEmployee, ({ request, principal }) => employees.disable(deps, principal, request.params.id), { message: 'Employee disabled' });
}
