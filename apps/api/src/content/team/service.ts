import type { TTeamMember, TUpdateTeamMemberRequest, ZCreateTeamMemberRequest } from '@bazaar/shared/team';
import type { z } from 'zod';
import type { TeamMemberRow } from '../../db/schema/content.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { toImageUrl } from '../../lib/images.ts';
import { checkUploadRef } from '../../platform/upload/refs.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'imageBaseUrl' | 'uploadsDir'>;

const notFound = () => new AppError('NOT_FOUND', 'Team member not found');

function toDto(row: TeamMemberRow, imageBaseUrl: string): TTeamMember {
  return {
    _id: row.id,
    name: row.name,
    role: row.role,
    photo: toImageUrl(row.photo, imageBaseUrl),
    sortOrder: row.sortOrder,
  };
}

/** The team in order (/about and the super admin's list). */
export async function listMembers(deps: Deps): Promise<TTeamMember[]> {
  return (await repo.listMembers(deps.db)).map((r) => toDto(r, deps.imageBaseUrl));
}

export async function createMember(
  deps: Deps,
  input: z.output<typeof ZCreateTeamMemberRequest>,
): Promise<TTeamMember> {
  const photo = input.photo
    ? await checkUploadRef(deps, input.photo, { kind: 'image', field: 'photo' })
    : null;
  const row = await repo.insertMember(deps.db, { id: newId(), ...input, photo });
  return toDto(row, deps.imageBaseUrl);
}

export async function updateMember(
  deps: Deps,
  id: string,
  input: TUpdateTeamMemberRequest,
): Promise<TTeamMember> {
  const current = await repo.findMember(deps.db, id);
  if (!current) throw notFound();
  const photo =
    input.photo === undefined || input.photo === null
      ? input.photo
      : await checkUploadRef(deps, input.photo, { kind: 'image', field: 'photo', keep: [current.photo] });
  const row = await repo.updateMember(deps.db, id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.role !== undefined ? { role: input.role } : {}),
    ...(photo !== undefined ? { photo } : {}),
    ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
  });
  if (!row) throw notFound();
  return toDto(row, deps.imageBaseUrl);
}

export async function deleteMember(deps: Deps, id: string): Promise<TTeamMember> {
  const row = await repo.deleteMember(deps.db, id);
  if (!row) throw notFound();
  return toDto(row, deps.imageBaseUrl);
}
