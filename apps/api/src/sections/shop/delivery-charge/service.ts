import {
  DEFAULT_DELIVERY_CHARGE,
  DEFAULT_FREE_THRESHOLD,
  type TDeliveryChargeSettings,
  type ZUpdateDeliveryChargeRequest,
} from '@bazaar/shared/delivery-charge';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { fieldError } from '../../../lib/app-error.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db'>;

export type DeliveryRule = { charge: number; freeThreshold: number | null };

/** The default charge and free threshold (the documented defaults until a super admin saves some). */
export async function getDefaultRule(db: Executor): Promise<DeliveryRule> {
  return toDeliveryRule(await repo.findSettings(db), null);
}

/**
 * The rule from the saved settings (undefined: none saved yet, the documented defaults apply) and
 * a District's own charge (null: it has none, the default applies).
 */
export function toDeliveryRule(
  settings: { defaultCharge: number; freeThreshold: number | null } | undefined,
  districtCharge: number | null,
): DeliveryRule {
  const rule = settings
    ? { charge: settings.defaultCharge, freeThreshold: settings.freeThreshold }
    : { charge: DEFAULT_DELIVERY_CHARGE, freeThreshold: DEFAULT_FREE_THRESHOLD };
  return districtCharge === null ? rule : { ...rule, charge: districtCharge };
}

/** Charge per order for a District: its own charge, else the default; null district → the default. */
export async function getDeliveryRule(db: Executor, districtId: string | null): Promise<DeliveryRule> {
  const [rule, own] = await Promise.all([
    getDefaultRule(db),
    districtId ? repo.findDistrictCharge(db, districtId) : Promise.resolve(null),
  ]);
  return own === null ? rule : { ...rule, charge: own };
}

export async function getDeliveryChargeSettings(deps: Deps): Promise<TDeliveryChargeSettings> {
  const [rule, districts] = await Promise.all([
    getDefaultRule(deps.db),
    repo.listDistrictsWithCharges(deps.db),
  ]);
  return { defaultCharge: rule.charge, freeThreshold: rule.freeThreshold, districts };
}

/** PUT: the default, the threshold and any district charges sent (null clears a district's own charge). */
export async function updateDeliveryChargeSettings(
  deps: Deps,
  input: z.output<typeof ZUpdateDeliveryChargeRequest>,
): Promise<TDeliveryChargeSettings> {
  const ids = input.districts.map((d) => d.districtId);
  const known = await repo.findDistrictIds(deps.db, ids);
  input.districts.forEach((d, i) => {
    if (!known.has(d.districtId)) throw fieldError(`districts.${i}.districtId`, 'This is not a district');
  });
  await deps.db.transaction(async (tx) => {
    await repo.upsertSettings(tx, { defaultCharge: input.defaultCharge, freeThreshold: input.freeThreshold });
    await repo.deleteDistrictCharges(
      tx,
      input.districts.filter((d) => d.charge === null).map((d) => d.districtId),
    );
    await repo.upsertDistrictCharges(
      tx,
      input.districts.flatMap((d) =>
        d.charge === null ? [] : [{ districtId: d.districtId, charge: d.charge }],
      ),
    );
  });
  return getDeliveryChargeSettings(deps);
}
