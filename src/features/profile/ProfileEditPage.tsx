import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Steps } from 'primereact/steps';
import { useEffect, useRef, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import type { User } from '../../../domain/entities/user';
import { MESSAGES } from '../../../domain/messages';
import { useMe } from '../../api/users/get-me';
import { useUpdateUser } from '../../api/users/update-user';
import { useAppSession } from '../../app/session-context';
import { firstInvalid, scrollToField } from '../../ui/focus-first-invalid';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { ContactStep } from './ContactStep';
import { PersonalDataStep } from './PersonalDataStep';
import {
  parseStep,
  PROFILE_FIELD_ORDER,
  PROFILE_STEPS,
  profileBody,
  profileDefaults,
  profileForm,
  stepOf,
  type ProfileField,
  type ProfileFormInput,
  type ProfileFormOutput,
} from './profile-form';
import { useEmailAvailability } from '../../ui/use-email-availability';

const stepPath = (step: number) => `/profile/edit/${step}`;

function ProfileEditForm({ user, step }: { user: User; step: number }) {
  const [, navigate] = useLocation();
  const { reload } = useAppSession();
  const update = useUpdateUser();
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileForm),
    defaultValues: profileDefaults(user),
    shouldFocusError: false,
  });
  const { register, handleSubmit, setError, trigger, getFieldState, formState } = form;
  const email = useWatch({ control: form.control, name: 'email' }) ?? '';
  const emailStatus = useEmailAvailability(email, user.email);

  // §8: a failed submit scrolls to the first invalid field, on its own step.
  const pendingFocus = useRef<ProfileField | null>(null);
  const focusField = (field: ProfileField) => {
    if (stepOf(field) === step) {
      scrollToField(field);
      return;
    }
    pendingFocus.current = field;
    navigate(stepPath(stepOf(field)));
  };
  useEffect(() => {
    const field = pendingFocus.current;
    if (field && stepOf(field) === step) {
      pendingFocus.current = null;
      scrollToField(field);
    }
  }, [step]);

  const onInvalid = (errors: FieldErrors<ProfileFormInput>) => {
    const field = firstInvalid(PROFILE_FIELD_ORDER, errors);
    if (field) focusField(field);
  };

  const save = (values: ProfileFormOutput) => {
    if (emailStatus === 'used') {
      setError('email', { message: MESSAGES.emailUsed });
      focusField('email');
      return;
    }
    update.mutate(
      { userId: user.userId, body: profileBody(values, user) },
      {
        onSuccess: async () => {
          showToast({ severity: 'success', summary: MESSAGES.updateProfileSuccess });
          await reload();
          navigate('/profile');
        },
        onError: (error) => applyServerErrors(error, form, { fields: PROFILE_FIELD_ORDER, focus: focusField }),
      },
    );
  };

  const onNext = async (event: FormEvent) => {
    event.preventDefault();
    const fields = PROFILE_STEPS[0].fields;
    if (await trigger([...fields])) {
      navigate(stepPath(1));
      return;
    }
    const field = fields.find((f) => getFieldState(f).invalid);
    if (field) scrollToField(field);
  };

  return (
    <form onSubmit={step === 0 ? onNext : (event) => void handleSubmit(save, onInvalid)(event)} noValidate className="form card">
      {step === 0 ? (
        <PersonalDataStep register={register} control={form.control} errors={formState.errors} />
      ) : (
        <ContactStep register={register} errors={formState.errors} emailStatus={emailStatus} />
      )}
      <div className="form-actions">
        {step === 0 ? (
          <Link href="/profile" className="p-button p-component p-button-outlined p-button-secondary">
            <span className="p-button-label">Cancel</span>
          </Link>
        ) : (
          <Button type="button" label="Previous" outlined severity="secondary" onClick={() => navigate(stepPath(0))} />
        )}
        {step === 0 ? <Button type="submit" label="Next" /> : <Button type="submit" label="Save" loading={update.isPending} />}
      </div>
    </form>
  );
}

/** /profile/edit/{step}: the user edits their own record, step by step (0 personal data, 1 contact & address). */
export default function ProfileEditPage() {
  const params = useParams<{ step?: string }>();
  const [, navigate] = useLocation();
  const step = parseStep(params.step);
  const me = useMe();
  if (step === null) return <Redirect to={stepPath(0)} replace />;

  return (
    <div className="page">
      <h1 className="page-title">Edit Profile</h1>
      <Steps
        model={PROFILE_STEPS.map((s) => ({ label: s.label }))}
        activeIndex={step}
        readOnly={false}
        onSelect={(e) => navigate(stepPath(e.index))}
        aria-label="Profile edit steps"
        className="profile-steps"
      />
      {me.isPending ? (
        <QueryPending label="Loading profile" />
      ) : me.isError ? (
        <QueryError error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <ProfileEditForm user={me.data} step={step} />
      )}
    </div>
  );
}
