/** Business constants from spec §9 and DESIGN §4. Money is integer cents. */
export const MONTHLY_FEE_CENTS = 4500;
export const BILLING_PERIOD_DAYS = 30;
export const SUSPENSION_AFTER_UNPAID_DAYS = 5;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
export const SESSION_IDLE_DAYS = 30;
export const RECENT_ACTIVITY_COUNT = 5;
export const LATEST_REGISTRATIONS_COUNT = 5;
export const DISPLAY_DURATION_DEFAULT_S = 10;
export const DISPLAY_DURATION_MIN_S = 1;
export const DISPLAY_DURATION_MAX_S = 300;
export const PAIRING_CODE_LENGTH = 6;
export const ACTIVE_CONTENT_POLL_MS = 10_000;
export const MAX_UPLOAD_BYTES_DEFAULT = 104_857_600;
export const TOAST_DURATION_MS = 5000;
export const SIGN_OUT_REDIRECT_MS = 500;
export const NAME_MAX_LENGTH = 100;
