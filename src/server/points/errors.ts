/** Business codes of points. */

/** Not enough points for the spend. */
export const POINTS_LOW = 30070;
