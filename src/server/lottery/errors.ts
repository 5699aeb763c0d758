/** Business codes of the lottery (the client shows the Chinese `msg` in the 温馨提示 alert). */

/** The activity is not running (before or after its window, or disabled). */
export const DRAW_CLOSED = 33001;
/** No chances left. */
export const DRAW_NO_CHANCE = 33002;
/** Only members whose qualifications are approved may draw. */
export const DRAW_NOT_ALLOWED = 33003;
