import { envelope } from '../../../domain/entities/common';
import { sendOtpAnswer, verifyOtpAnswer, type SendOtpAnswer, type SendOtpBody, type VerifyOtpBody } from '../../../domain/portal-accounts';
import { http } from '../http';

/** POST office-portal-profiles/auth/send-otp: the code goes to the account's address; answers the session. */
export async function sendPortalOtp(body: SendOtpBody): Promise<SendOtpAnswer> {
  const res = await http.post('office-portal-profiles/auth/send-otp', body, { schema: envelope(sendOtpAnswer) });
  return res.payload;
}

/** POST office-portal-profiles/auth/verify-otp: a refused code answers 400 with its reason at `otp`. */
export async function verifyPortalOtp(body: VerifyOtpBody): Promise<{ isSuccess: boolean }> {
  const res = await http.post('office-portal-profiles/auth/verify-otp', body, { schema: envelope(verifyOtpAnswer) });
  return res.payload;
}
