import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { useAppSession } from '../../app/session-context';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { loginForm, type LoginValues } from './auth-forms';

/** Sign in (§4): the session flow does the work and says how it went. */
export default function LoginPage() {
  const { signIn, isLoading, error } = useAppSession();
  const { control, register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = handleSubmit(({ email, password }) => signIn(email, password));

  return (
    <>
      <h1 className="public-title">Sign in to Franchise Back Office</h1>
      <form onSubmit={onSubmit} noValidate className="form">
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="username"
          error={formState.errors.email?.message}
          registration={register('email')}
        />
        <PasswordField control={control} name="password" label="Password" autoComplete="current-password" />
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
