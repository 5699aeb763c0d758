/**
 * `client:idle={IDLE}` for islands that show a control or a notice a buyer may reach for at once (the
 * header's search, account and cart, the lottery pop-up, the member-centre card): hydrated when the browser
 * is idle, but at the latest after two seconds. On a busy phone the first idle moment can come many
 * seconds late (each island hydrated on idle pushes the next one back), and a control must not look
 * ready for that long without answering (issue 34). Not the notifier: it offers nothing to tap, and what it shows
 * waits for it (a toast's time starts when it mounts; a plain form's flash is left to the page the post comes back to).
 */
export const IDLE = { timeout: 2_000 };
