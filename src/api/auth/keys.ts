/** Query keys of the auth links (reset password, verify email). */
export const authKeys = {
  all: ['auth'] as const,
  details: () => [...authKeys.all, 'detail'] as const,
  resetPasswordLink: (sessionId: string) => [...authKeys.details(), 'reset-password', sessionId] as const,
  verifyEmail: (sessionId: string) => [...authKeys.details(), 'verify-email', sessionId] as const,
};
