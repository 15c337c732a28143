import { loginForm, type LoginValues } from './auth-forms';

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * The login form's rules (auth-forms' zod schema), loaded by LoginPage after
 * its first paint: zod is a quarter of /login's JS.
 */
export function checkLogin(values: LoginValues): { values: LoginValues; errors?: undefined } | { errors: LoginErrors } {
  const result = loginForm.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}
