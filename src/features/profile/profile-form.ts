import { z } from 'zod';
import { patchUserBody, type PatchUserBody, type User } from '../../../domain/entities/user';
import { MESSAGES } from '../../../domain/messages';

/** PATCH users/{userId}'s schema, with the fields this screen cannot leave empty made required. */
export const profileForm = patchUserBody.required({ name: true, email: true, gender: true }).extend({
  email: z.string().trim().min(1, MESSAGES.required('Email')).pipe(z.email(MESSAGES.invalidFormat('Email')).max(200)),
});
export type ProfileFormInput = z.input<typeof profileForm>;
export type ProfileFormOutput = z.output<typeof profileForm>;

/** The two steps of /profile/edit/{step}, their fields in screen order. */
export const PROFILE_STEPS = [
  { label: 'Personal Data', fields: ['firstName', 'middleName', 'lastName', 'name', 'nickName', 'gender', 'birthDate'] },
  { label: 'Contact & Address', fields: ['email', 'phone', 'province', 'city', 'postalCode'] },
] as const;

export type ProfileField = (typeof PROFILE_STEPS)[number]['fields'][number];

export const PROFILE_FIELD_ORDER: readonly ProfileField[] = PROFILE_STEPS.flatMap((s) => s.fields);

export function stepOf(field: ProfileField): number {
  return PROFILE_STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));
}

/** The step index of the path: none means 0; anything but a known index is no step (null). */
export function parseStep(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return 0;
  if (!/^\d+$/.test(raw)) return null;
  const step = Number(raw);
  return step < PROFILE_STEPS.length ? step : null;
}

/** Inputs show '' where the record has null; these fields send null back when left empty. */
export const emptyToNull = (value: unknown) => (value === '' ? null : value);

export function profileDefaults(user: User): ProfileFormInput {
  return {
    firstName: user.firstName ?? '',
    middleName: user.middleName ?? '',
    lastName: user.lastName ?? '',
    name: user.name,
    nickName: user.nickName,
    gender: user.gender,
    birthDate: user.birthDate ? user.birthDate.slice(0, 10) : null,
    email: user.email,
    phone: user.phone,
    province: user.province,
    city: user.city,
    postalCode: user.postalCode,
  };
}

/** The PATCH body: every field of the form; the email only when it changed. */
export function profileBody(values: ProfileFormOutput, user: Pick<User, 'email'>): PatchUserBody {
  const { email, ...rest } = values;
  return email.toLowerCase() === user.email.toLowerCase() ? rest : { ...rest, email };
}
