export const DEFAULT_GUEST_NAME = "Guest User";
export const CODE_LENGTH = 6;
