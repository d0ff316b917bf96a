import type { AnyProcedure } from '../../rpc/procedure';
import { changePassword } from './change-password';
import { checkSignUpEmail } from './check-sign-up-email';
import { createAccountWeb } from './create-account-web';
import { getUserProfile } from './get-user-profile';
import { login } from './login';
import { logout } from './logout';
import { refreshTokens } from './refresh-tokens';
import { resetPassword } from './reset-password';
import { sendOTPRegistration } from './send-otp-registration';
import { sendPasswordResetEmail } from './send-password-reset-email';
import { sendVerificationEmail } from './send-verification-email';
import { updateUserProfile } from './update-user-profile';
import { verifyEmail } from './verify-email';
import { verifyPhoneNumberWeb } from './verify-phone-number-web';

export const authProcedures: readonly AnyProcedure[] = [
  login,
  logout,
  refreshTokens,
  resetPassword,
  sendPasswordResetEmail,
  changePassword,
  sendOTPRegistration,
  verifyPhoneNumberWeb,
  verifyEmail,
  checkSignUpEmail,
  createAccountWeb,
  getUserProfile,
  updateUserProfile,
  sendVerificationEmail,
];
