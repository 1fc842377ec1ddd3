import { type ApiResult, requestApi } from '@/lib/api-client';
import type { UserSelf } from '@/lib/api-types';
import { API_BROWSER_BASE } from '@/lib/config';

// The browser's account calls. Sign-in always asks for the httpOnly cookie
// (session_transport=cookie), so no script ever holds the token; writes carry the page's Origin,
// which is what the API's CSRF check wants.

export interface OtpSent {
  resend_after_s: number;
  expires_in_s: number;
}

export interface Registered extends OtpSent {
  email: string;
}

export type SignupResult = ApiResult<UserSelf>;

function call<T>(call: string, method: 'GET' | 'POST', data: Record<string, unknown>): Promise<ApiResult<T>> {
  return method === 'GET'
    ? requestApi<T>({
        baseUrl: API_BROWSER_BASE,
        call,
        params: data as Record<string, string>,
        cache: 'no-store',
      })
    : requestApi<T>({ baseUrl: API_BROWSER_BASE, call, method, body: data });
}

const withFcm = (fcmId: string | null | undefined) => (fcmId ? { fcm_id: fcmId } : {});

/** user_signup type 3. */
export function signInWithPassword(
  email: string,
  password: string,
  fcmId?: string | null,
): Promise<SignupResult> {
  return call('user_signup', 'POST', {
    type: 3,
    email,
    password,
    session_transport: 'cookie',
    ...withFcm(fcmId),
  });
}

/** user_signup type 3 with the ticket verify-otp gave for the address just proven (no password). */
export function signInWithEmailTicket(
  email: string,
  authId: string,
  fcmId?: string | null,
): Promise<SignupResult> {
  return call('user_signup', 'POST', {
    type: 3,
    email,
    auth_id: authId,
    session_transport: 'cookie',
    ...withFcm(fcmId),
  });
}

/** user_signup types 0–2 with a one-time ticket (phone: with the number it was issued for). */
export function signInWithTicket(
  type: 0 | 1 | 2,
  authId: string,
  options: { mobile?: string; fcmId?: string | null } = {},
): Promise<SignupResult> {
  return call('user_signup', 'POST', {
    type,
    auth_id: authId,
    ...(options.mobile ? { mobile: options.mobile } : {}),
    session_transport: 'cookie',
    ...withFcm(options.fcmId),
  });
}

export function requestOtp(target: { number: string } | { email: string }): Promise<ApiResult<OtpSent>> {
  return call('get-otp', 'GET', target);
}

export function verifyOtp(
  target: { number: string } | { email: string },
  otp: string,
): Promise<ApiResult<{ auth_id?: string; is_new_user?: boolean; email?: string }>> {
  return call('verify-otp', 'GET', { ...target, otp });
}

export function register(values: {
  name: string;
  email: string;
  mobile?: string;
  password: string;
  re_password: string;
}): Promise<ApiResult<Registered>> {
  return call('user-register', 'POST', values);
}

export function forgotPassword(email: string): Promise<ApiResult<null>> {
  return call('forgot-password', 'GET', { email });
}

export function resetPassword(values: { token: string; password: string; re_password: string }) {
  return call<null>('reset-password', 'POST', values);
}
