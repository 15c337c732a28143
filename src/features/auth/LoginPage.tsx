import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useAppSession } from '../../app/session-context';
import { fieldAria, FieldError } from '../../ui/FieldError';
import { firstInvalid, scrollToField } from '../../ui/focus-first-invalid';
import type { LoginValues } from './auth-forms';
import type { LoginErrors } from './login-rules';

/**
 * zod stays out of the JS that paints /login: the rules load right after the
 * first paint, long before a submit, and a submit waits for them if not.
 * Two fields need no form library either: react-hook-form alone was 15 kB of
 * the 150 kB /login budget (bench/budget.json), so this form keeps its two
 * values in state; every other form uses react-hook-form.
 */
const loadRules = () => import('./login-rules');
const ORDER = ['email', 'password'] as const;

/** Sign in (§4): the session flow does the work and says how it went. */
export default function LoginPage() {
  const { signIn, isLoading, error } = useAppSession();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  useEffect(() => {
    // A prefetch only: if it fails (offline, or the page is already gone), the submit loads the rules again and says so.
    loadRules().catch(() => undefined);
  }, []);

  const validate = async (next: LoginValues) => (await loadRules()).checkLogin(next);

  const change = (field: keyof LoginValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first submit, errors follow the typing (as react-hook-form's reValidateMode does).
    if (wasSubmitted) void validate(next).then((r) => setErrors(r.errors ?? {}));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setWasSubmitted(true);
    const result = await validate(values);
    if (result.errors) {
      setErrors(result.errors);
      const first = firstInvalid(ORDER, result.errors);
      if (first) scrollToField(first);
      return;
    }
    setErrors({});
    signIn(result.values.email, result.values.password);
  };

  return (
    <>
      <h1 className="public-title">Sign in to Franchise Back Office</h1>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="form">
        <div className="field">
          <label htmlFor="email">Email</label>
          <InputText
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            value={values.email}
            onChange={(e) => change('email', e.target.value)}
            className={['w-full', errors.email ? 'p-invalid' : ''].filter(Boolean).join(' ')}
            {...fieldAria('email', errors.email)}
          />
          <FieldError id="email-error" message={errors.email} />
        </div>
        <div className="field">
          <label htmlFor="password">Password</label>
          {/* PrimeReact's Password brings an overlay and transitions the login page never shows (10 kB of its budget). */}
          <div className="p-inputgroup">
            <InputText
              id="password"
              name="password"
              type={isPasswordShown ? 'text' : 'password'}
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => change('password', e.target.value)}
              className={['w-full', errors.password ? 'p-invalid' : ''].filter(Boolean).join(' ')}
              {...fieldAria('password', errors.password)}
            />
            <Button
              type="button"
              icon={isPasswordShown ? 'pi pi-eye-slash' : 'pi pi-eye'}
              outlined
              aria-label={isPasswordShown ? 'Hide password' : 'Show password'}
              aria-pressed={isPasswordShown}
              onClick={() => setIsPasswordShown((shown) => !shown)}
            />
          </div>
          <FieldError id="password-error" message={errors.password} />
        </div>
        {error && (
          <div className="form-alert" role="alert">
            {error}
          </div>
        )}
        <Button type="submit" label="Login" loading={isLoading} className="w-full" />
      </form>
      <p className="public-links">
        <Link href="/forgot-password">Forgot password</Link>
      </p>
    </>
  );
}
