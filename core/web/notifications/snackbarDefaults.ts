/** SPEC §9: the snackbar hides a message after 5000 ms. */
export const SNACKBAR_AUTO_HIDE_MS = 5000;

/** SPEC §9: the snackbar's default elevation (Material scale; drawn by `.portolan-snackbar__toast` in snackbar.css). */
export const SNACKBAR_ELEVATION = 6;

/** At most this many messages are on screen at once; older ones leave the snackbar (not the notification area). */
export const SNACKBAR_MAX_VISIBLE = 3;

/** The notification area keeps this many newest notifications. */
export const NOTIFICATIONS_KEPT = 100;
