import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient, NotificationBus, Session, SignUpPayload } from '@portolan/sdk';
import { PASSWORD_SAVED, SIGN_UP_TEXTS, TRY_AGAIN_LATER } from './authTexts';
import { hasServerError, loadFailure } from './apiAnswer';

type SignUpState = Session['signUp'];
type ResetTokenState = Session['resetPasswordToken'];
type SetPasswordState = Session['setPassword'];

/**
 * The account flows that need no session (SPEC §4): sign-up, and the forgotten-password flow
 * (a one-time code by email, exchanged for a token, then the new password). Each keeps its own
 * observable state for the screens.
 */
export class PasswordFlows {
  signUp: SignUpState = { isSigningUp: false, success: false, failed: false, error: undefined };
  resetPasswordToken: ResetTokenState = { _id: undefined, token: undefined, isFetching: false, error: undefined };
  setPassword: SetPasswordState = { isSaving: false, success: false, error: undefined };

  constructor(
    private readonly http: HttpClient,
    private readonly notifications: NotificationBus,
  ) {
    makeAutoObservable<PasswordFlows, 'http' | 'notifications'>(this, { http: false, notifications: false }, { autoBind: true });
  }

  /** POST /api/users/create-profile; notifies "User Account Created" or "failed to create account". */
  async register(payload: SignUpPayload): Promise<boolean> {
    this.signUp = { isSigningUp: true, success: false, failed: false, error: undefined };
    const result = await this.http.post('/api/users/create-profile', { data: payload });
    const ok = result.ok && result.data !== undefined && result.data !== null;
    runInAction(() => {
      this.signUp = ok
        ? { isSigningUp: false, success: true, failed: false, error: undefined }
        : { isSigningUp: false, success: false, failed: true, error: hasServerError(result) ? result.errorMessage : TRY_AGAIN_LATER };
    });
    this.notifications.outcome(ok, SIGN_UP_TEXTS);
    return ok;
  }

  /** POST /api/auth/v2/forgot-password/: asks for a one-time code by email; resolves to the reset id. */
  async forgotPassword(email: string): Promise<string | undefined> {
    this.resetPasswordToken = { _id: undefined, token: undefined, isFetching: true, error: undefined };
    const result = await this.http.post<{ _id?: unknown }>('/api/auth/v2/forgot-password/', { data: { email } });
    const id = result.ok && typeof result.data?._id === 'string' ? result.data._id : undefined;
    runInAction(() => {
      this.resetPasswordToken = id
        ? { _id: id, token: undefined, isFetching: false, error: undefined }
        : { _id: undefined, token: undefined, isFetching: false, error: loadFailure(result) };
    });
    return id;
  }

  /** POST /api/auth/v2/get-password-token/: exchanges the reset id and the one-time code for a token. */
  async getPasswordToken(_id: string, otp: string): Promise<string | undefined> {
    this.resetPasswordToken = { ...this.resetPasswordToken, _id, token: undefined, isFetching: true, error: undefined };
    const result = await this.http.post<{ record?: { token?: unknown } }>('/api/auth/v2/get-password-token/', { data: { _id, otp } });
    const token = result.ok && typeof result.data?.record?.token === 'string' ? result.data.record.token : undefined;
    runInAction(() => {
      this.resetPasswordToken = { _id, token, isFetching: false, error: token ? undefined : loadFailure(result) };
    });
    return token;
  }

  /** POST /api/auth/v2/set-password/: saves the password; the server's message is shown as a notification. */
  async setNewPassword(token: string, password: string): Promise<boolean> {
    this.setPassword = { isSaving: true, success: false, error: undefined };
    const result = await this.http.post<{ message?: unknown }>('/api/auth/v2/set-password/', { data: { token, password } });
    const ok = result.ok && result.data !== undefined && result.data !== null;
    runInAction(() => {
      this.setPassword = ok ? { isSaving: false, success: true, error: undefined } : { isSaving: false, success: false, error: loadFailure(result) };
    });
    if (ok) {
      const message = result.data?.message;
      this.notifications.success(typeof message === 'string' && message !== '' ? message : PASSWORD_SAVED);
    }
    return ok;
  }
}
