import { appConfigsPayload } from '../../../domain/entities/app-config';
import { envelope } from '../../../domain/entities/common';

/** GET app-configs/custom/as-object's answer (loaded beside the call: get-app-configs.ts). */
export const appConfigsAnswer = envelope(appConfigsPayload);
