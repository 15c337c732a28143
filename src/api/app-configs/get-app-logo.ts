import { useQuery } from '@tanstack/react-query';
import { appLogoValue, type AppLogo } from '../../../domain/entities/app-config';
import { featureFlagsQueryOptions } from './get-feature-flags';

/** A stored logo as the shell may use it: anything else reads as none. */
const logoOf = (value: unknown): AppLogo => {
  const parsed = appLogoValue.safeParse(value ?? null);
  return parsed.success ? parsed.data : null;
};

/** The logo the shell shows (/config-app-logo), null until one is set: read with the flags, in the shell's one app-configs request. */
export const useAppLogo = () => useQuery({ ...featureFlagsQueryOptions(), select: (configs) => logoOf(configs.app_logo) });
