import { createPositionIngest } from '../modules/live/vehicles/position-ingest';
import { createVehiclesRepository } from '../modules/live/vehicles/vehicles.repository';
import { createVehiclesService } from '../modules/live/vehicles/vehicles.service';
import { runCommand, withServerDatabase } from './cli-command';

/**
 * `npm run vehicle:token -- <vehicle id or plate>`: issues the vehicle's device token for
 * POST /ydbus-api-v2/vehicle/position/push and prints it once; only its SHA-256 is stored, and a new token
 * replaces the vehicle's old one. Uses the server's database settings (DATABASE_URL, else the embedded one
 * under DATA_DIR); with the embedded database, stop the server first.
 */
const usage = 'Usage: npm run vehicle:token -- <vehicle id or plate>';

const main = async (): Promise<number> => {
  const [ref] = process.argv.slice(2);
  if (!ref?.trim()) {
    console.error(usage);
    return 2;
  }
  return withServerDatabase(async (db) => {
    const vehicles = createVehiclesRepository(db);
    const byPlate = (await vehicles.vehicleIdsByPlate([ref.trim()])).get(ref.trim());
    const vehicleId = byPlate ?? (/^[1-9]\d{0,15}$/.test(ref) ? Number(ref) : undefined);
    const service = createVehiclesService({ vehicles, ingest: createPositionIngest({ vehicles }) });
    const issued = vehicleId === undefined ? null : await service.issueToken(vehicleId);
    if (!issued) {
      console.error(`No vehicle with the id or plate "${ref}".`);
      return 1;
    }
    console.log(
      [
        `Device token for vehicle ${vehicleId} (${issued.plate}); it replaces any earlier one and is not shown again:`,
        '',
        `  ${issued.token}`,
        '',
        'The device sends it as the header  Authorization: Bearer <token>',
      ].join('\n'),
    );
    return 0;
  });
};

runCommand(main, 'Issuing the vehicle token failed:');
