import { z } from 'zod';
import { createUserBody, nameOfParts, userFields, type UserDetail, type UserFieldsInput } from '../../../domain/entities/user-admin';
import type { PatchUserBody } from '../../../domain/entities/user';

/** The form's fields in screen order: the first invalid one gets the focus (§8). */
export const USER_FORM_FIELDS = ['firstName', 'middleName', 'lastName', 'nickName', 'email', 'phone', 'gender', 'status', 'password', 'confirmPassword'] as const;
export type UserFormField = (typeof USER_FORM_FIELDS)[number];

/** Adding asks for a first password; editing does not (the Super Admin sets it on its own screen). */
export const addUserForm = createUserBody;
export const editUserForm = userFields;

export type UserFormValues = UserFieldsInput & { password?: string; confirmPassword?: string };

export const EMPTY_USER: UserFormValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  nickName: '',
  email: '',
  phone: '',
  gender: 'male',
  status: 'active',
  password: '',
  confirmPassword: '',
};

export function valuesOf(user: UserDetail): UserFormValues {
  return {
    firstName: user.firstName ?? user.name,
    middleName: user.middleName ?? '',
    lastName: user.lastName ?? '',
    nickName: user.nickName ?? '',
    email: user.email,
    phone: user.phone ?? '',
    gender: user.gender,
    status: user.status,
  };
}

/** PATCH users/{userId}: the parts and their join as the name. */
export function patchOf(values: z.output<typeof userFields>): PatchUserBody {
  return {
    name: nameOfParts(values),
    firstName: values.firstName,
    middleName: values.middleName ?? '',
    lastName: values.lastName ?? '',
    nickName: values.nickName || null,
    email: values.email,
    phone: values.phone,
    gender: values.gender,
    status: values.status,
  };
}
