/** Online payment gateway (sandbox). Filled in by the online-payment slice. */
export function gatewayEnabled(): boolean {
  return false;
}
