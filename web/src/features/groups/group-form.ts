import { CreateGroupBody, type Group } from '@cadence/contracts';

export interface GroupFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  accountIds: number[];
}

export const GROUP_FORM_FIELDS = ['name', 'description', 'accountIds'] as const;
export const EMPTY_GROUP: GroupFormValues = { name: '', description: '', accountIds: [] };

export function groupFormValues(group: Group): GroupFormValues {
  return { name: group.name, description: group.description ?? '', accountIds: [...group.accountIds] };
}

/** A blank description is sent as null (cleared). */
export function groupBody(values: GroupFormValues): CreateGroupBody {
  const description = values.description.trim();
  return { name: values.name.trim(), description: description === '' ? null : description, accountIds: values.accountIds };
}

export { CreateGroupBody };
