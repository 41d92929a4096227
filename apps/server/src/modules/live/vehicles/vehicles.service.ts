import type { PositionPushBody } from '@udian/contracts/schemas/vehicles';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { IngestResult, PositionIngest } from './position-ingest';
import { bearerToken, hashVehicleToken, newVehicleToken } from './vehicle-token';
import type { VehiclesRepository } from './vehicles.repository';

type PushedPoints = z.output<typeof PositionPushBody>['points'];

export const createVehiclesService = (deps: { vehicles: VehiclesRepository; ingest: PositionIngest; now?: () => Date }) => {
  const now = deps.now ?? (() => new Date());

  /** The vehicle whose token this is; a missing, malformed or unknown token is one and the same failure. */
  const authenticate = async (authorization: string | string[] | undefined): Promise<number> => {
    const token = bearerToken(authorization);
    const row = token === undefined ? undefined : await deps.vehicles.findVehicleByTokenHash(hashVehicleToken(token));
    if (!row) throw new AppError('vehicleTokenInvalid');
    return row.vehicle_id;
  };

  return {
    /** A device's batch: its token names the vehicle; the ingest decides point by point. */
    push: async (authorization: string | string[] | undefined, points: PushedPoints): Promise<IngestResult> => {
      const vehicleId = await authenticate(authorization);
      return deps.ingest.ingest(vehicleId, points);
    },

    /**
     * A new token for the vehicle, replacing its old one; the token itself is returned once and not kept.
     * `tx`: the console issues it in the transaction that records it in the audit log.
     */
    issueToken: async (vehicleId: number, tx?: DbOrTx): Promise<{ plate: string; token: string } | null> => {
      const vehicle = await deps.vehicles.findVehicle(vehicleId, tx);
      if (!vehicle) return null;
      const token = newVehicleToken();
      await deps.vehicles.saveToken(vehicleId, hashVehicleToken(token), now(), tx);
      return { plate: vehicle.plate, token };
    },

    /** The vehicle's device token stops working at once (a lost or replaced device); false when it had none. */
    revokeToken: (vehicleId: number, tx?: DbOrTx): Promise<boolean> => deps.vehicles.deleteToken(vehicleId, tx),
  };
};

export type VehiclesService = ReturnType<typeof createVehiclesService>;
