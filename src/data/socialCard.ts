/** Social card size (Open Graph's recommended 1.91:1); cards are drawn by plugins/social-cards. */
export const SOCIAL_CARD = {width: 1200, height: 630} as const;
